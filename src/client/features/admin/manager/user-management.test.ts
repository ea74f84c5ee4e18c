import { describe, expect, it } from 'vitest';
import { listParamName, pageFrom } from '#src/client/components/lists/use-list-params.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { groupByLetter, letterOf } from './user-management';

const user = (id: number, firstName: string, lastName: string) =>
  ({ id, firstName, lastName, email: `${id}@example.test` }) as AdminUser;

describe('the Manager Dashboard’s user groups', () => {
  it('files a last name under its first letter, accents folded', () => {
    expect(['Álvarez', 'ñúñez', ' garcía', 'Ørsted', '1st'].map(letterOf)).toEqual(['A', 'N', 'G', '#', '#']);
  });

  it('groups a sorted page in order, one heading per letter', () => {
    const groups = groupByLetter([
      user(1, 'Ana', 'Álvarez'),
      user(2, 'Luis', 'Alba'),
      user(3, 'Eva', 'Bravo'),
    ]);
    expect(groups.map(([letter, users]) => [letter, users.map((u) => u.id)])).toEqual([
      ['A', [1, 2]],
      ['B', [3]],
    ]);
  });
});

describe('a list’s place in the address', () => {
  it('names parameters by the list’s prefix', () => {
    expect(listParamName('weeks', 'sort')).toBe('weeksSort');
    expect(listParamName('', 'page')).toBe('page');
  });

  it('reads a page number, 1 for anything that is not a positive whole number', () => {
    expect(pageFrom('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'abc', 'Infinity', '1e400']) expect(pageFrom(bad)).toBe(1);
    expect(pageFrom('2.7')).toBe(2);
  });
});

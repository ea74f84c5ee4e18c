import { describe, expect, it } from 'vitest';
import { combinationProblem, hasRegimeSuffix, isPostalCode, readRfc, rfcCheckDigit } from './sat-rules';

describe('the SAT’s receiver rules', () => {
  it('computes the check digit of companies’ and people’s RFCs', () => {
    expect(rfcCheckDigit('EKU9003173C')).toBe('9');
    expect(rfcCheckDigit('CACX7605101P')).toBe('8');
  });

  it('reads an RFC: kind, generic ones, and what is wrong', () => {
    expect(readRfc('eku900317-3c9')).toEqual({ ok: true, kind: 'moral', generic: null });
    expect(readRfc('CACX7605101P8')).toEqual({ ok: true, kind: 'fisica', generic: null });
    expect(readRfc('XAXX010101000')).toEqual({ ok: true, kind: 'fisica', generic: 'public' });
    expect(readRfc('XEXX010101000')).toEqual({ ok: true, kind: 'fisica', generic: 'foreign' });
    expect(readRfc('EKU900317')).toEqual({ ok: false, problem: 'shape' });
    expect(readRfc('EKU9002303C9')).toEqual({ ok: false, problem: 'date' });
    expect(readRfc('EKU9003173C1')).toEqual({ ok: false, problem: 'checkDigit' });
  });

  it('knows 29 February only in leap years', () => {
    const withDigit = (base: string) => base + rfcCheckDigit(base);
    expect(readRfc(withDigit('ABC000229AB')).ok).toBe(true);
    expect(readRfc(withDigit('ABC010229AB'))).toEqual({ ok: false, problem: 'date' });
  });

  it('checks regimes and uses against the kind of taxpayer', () => {
    const company = { kind: 'moral', generic: null } as const;
    const person = { kind: 'fisica', generic: null } as const;
    expect(combinationProblem(company, '601', 'G03')).toBeNull();
    expect(combinationProblem(company, '612', 'G03')).toBe('regimeNotForMoral');
    expect(combinationProblem(person, '601', 'G03')).toBe('regimeNotForFisica');
    expect(combinationProblem(person, '605', 'G03')).toBe('useNotForRegime');
    expect(combinationProblem(person, '605', 'S01')).toBeNull();
    expect(combinationProblem({ kind: 'fisica', generic: 'public' }, '616', 'S01')).toBeNull();
    expect(combinationProblem({ kind: 'fisica', generic: 'public' }, '616', 'G03')).toBe(
      'genericNeeds616S01',
    );
  });

  it('postal codes and company types', () => {
    expect(isPostalCode('63735')).toBe(true);
    expect(isPostalCode('00999')).toBe(false);
    expect(isPostalCode('6373')).toBe(false);
    expect(hasRegimeSuffix('ACME SA DE CV')).toBe(true);
    expect(hasRegimeSuffix('Acme, S.A. de C.V.')).toBe(true);
    expect(hasRegimeSuffix('Acme S. de R.L. de C.V.')).toBe(true);
    expect(hasRegimeSuffix('Ana Sánchez Casas')).toBe(false);
  });
});

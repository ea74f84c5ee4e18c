import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Until the returned function is called, every insert into `table` first deletes the row its
 * `column` refers to in `parent`: the insert then meets the foreign-key error it would if someone
 * had deleted that row between the app's check and its insert, without having to time a race. The
 * failed statement takes the deletion back with it, so the parent row is still there afterwards.
 */
export async function deleteParentBeforeInsert(
  t: TestApp,
  table: string,
  column: string,
  parent: string,
): Promise<() => Promise<void>> {
  const db = t.database.db;
  const name = `test_delete_${parent}_before_${table}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        delete from ${parent} where id = new.${column};
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CrudInterface, DataTypes, Id, OmitId, Table } from 'brackets-model';
import type { Queryable } from '../client';
import { bracketRecords } from '../schema';

/**
 * brackets-manager's storage on the project's database: every record is a JSON row of bracket_records by
 * kind, scoped to one portal stage (the manager's tournament_id is that stage's id). A filter is a JSON
 * containment test (`data @> filter`), so partial filters match as they do in the in-memory store; an id
 * is the row's own identity. Rows come back in the order they were written, as the manager expects.
 */
type Row = Record<string, unknown>;

const withoutId = (value: Row): Row => {
  const { id: _id, ...rest } = value;
  return JSON.parse(JSON.stringify(rest)) as Row;
};

const toRecord = (row: { id: number; data: Row }) => ({ ...row.data, id: row.id });

export class BracketStorage implements CrudInterface {
  constructor(
    private readonly db: Queryable,
    private readonly stageId: number,
  ) {}

  private where(table: Table, filter?: Row | Id): SQL | undefined {
    const base = and(eq(bracketRecords.stageId, this.stageId), eq(bracketRecords.kind, table));
    if (filter === undefined) return base;
    if (typeof filter !== 'object') return and(base, eq(bracketRecords.id, Number(filter)));
    const { id, ...rest } = filter;
    const parts = [base];
    if (id !== undefined) parts.push(eq(bracketRecords.id, Number(id)));
    if (Object.keys(rest).length > 0) parts.push(sql`${bracketRecords.data} @> ${JSON.stringify(rest)}::jsonb`);
    return and(...parts);
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, values: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const list = (Array.isArray(values) ? values : [values]) as Row[];
    if (list.length === 0) return true;
    const rows = await this.db
      .insert(bracketRecords)
      .values(list.map((value) => ({ stageId: this.stageId, kind: table, data: withoutId(value) })))
      .returning({ id: bracketRecords.id });
    if (Array.isArray(values)) return true;
    return rows[0]?.id ?? -1;
  }

  select<T extends Table>(table: T): Promise<DataTypes[T][] | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<DataTypes[T][] | null>;
  async select<T extends Table>(table: T, filter?: Id | Partial<DataTypes[T]>): Promise<DataTypes[T] | DataTypes[T][] | null> {
    const rows = await this.db
      .select({ id: bracketRecords.id, data: bracketRecords.data })
      .from(bracketRecords)
      .where(this.where(table, filter as Row | Id | undefined))
      .orderBy(asc(bracketRecords.id));
    const records = rows.map(toRecord) as unknown as DataTypes[T][];
    if (filter !== undefined && typeof filter !== 'object') return records[0] ?? null;
    return records;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(table: T, filter: Id | Partial<DataTypes[T]>, value: DataTypes[T] | Partial<DataTypes[T]>): Promise<boolean> {
    if (typeof filter !== 'object') {
      await this.db.update(bracketRecords).set({ data: withoutId(value as Row) }).where(this.where(table, filter));
      return true;
    }
    await this.db
      .update(bracketRecords)
      .set({ data: sql`${bracketRecords.data} || ${JSON.stringify(withoutId(value as Row))}::jsonb` })
      .where(this.where(table, filter as Row));
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    await this.db.delete(bracketRecords).where(this.where(table, filter as Row | undefined));
    return true;
  }
}

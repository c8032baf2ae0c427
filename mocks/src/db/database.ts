import type { DbSnapshot, SequencedTable, TableName, Tables } from './tables';

/** Bumped whenever the row shapes change, so a stale localStorage snapshot is discarded. */
export const SNAPSHOT_VERSION = 2;

const sequencedTables = [
  'workouts',
  'challenges',
  'monthlyBadges',
  'badgeAwards',
  'monthlyGoals',
  'groups',
  'groupChallenges',
  'measurementTypes',
  'measurements',
  'photos',
  'comments',
  'invites',
  'errorReports',
  'media',
] as const satisfies readonly SequencedTable[];

function emptyTables(): Tables {
  return {
    members: [],
    workouts: [],
    challenges: [],
    monthlyBadges: [],
    badgeAwards: [],
    monthlyGoals: [],
    groups: [],
    groupMemberships: [],
    groupChallenges: [],
    measurementTypes: [],
    challengeParticipants: [],
    measurements: [],
    photos: [],
    comments: [],
    reactions: [],
    invites: [],
    errorReports: [],
    media: [],
  };
}

function emptySequences(): Record<SequencedTable, number> {
  return Object.fromEntries(sequencedTables.map((name) => [name, 0])) as Record<
    SequencedTable,
    number
  >;
}

/**
 * The in-memory store behind the mock server: plain arrays of rows plus id sequences.
 * Handlers read and write `db.tables` directly; `snapshot()`/`restore()` move it through JSON.
 */
export class Database {
  private rows: Tables = emptyTables();
  private sequences: Record<SequencedTable, number> = emptySequences();
  private fillOnFirstUse: (() => void) | undefined;

  /** The rows; the first read runs the pending filler (the seed), so importing costs nothing. */
  get tables(): Tables {
    const fill = this.fillOnFirstUse;
    if (fill) {
      this.fillOnFirstUse = undefined;
      fill();
    }
    return this.rows;
  }

  set tables(tables: Tables) {
    this.fillOnFirstUse = undefined;
    this.rows = tables;
  }

  /** Defers filling the database until something first reads it. */
  fillLazily(fill: () => void): void {
    this.fillOnFirstUse = fill;
  }

  /** The next numeric id of a table (ids start at 1 and are never reused). */
  nextId(table: SequencedTable): number {
    void this.tables; // a pending seed draws its ids first
    this.sequences[table] += 1;
    return this.sequences[table];
  }

  /** Adds a row (usually one a factory made) and answers it. */
  insert<Name extends TableName>(table: Name, row: Tables[Name][number]): Tables[Name][number] {
    (this.tables[table] as Tables[Name][number][]).push(row);
    return row;
  }

  clear(): void {
    this.fillOnFirstUse = undefined;
    this.rows = emptyTables();
    this.sequences = emptySequences();
  }

  snapshot(): DbSnapshot {
    return structuredClone({
      version: SNAPSHOT_VERSION,
      tables: this.tables,
      sequences: this.sequences,
    });
  }

  /** Loads a snapshot; answers false (and changes nothing) when it is not one this version wrote. */
  restore(snapshot: unknown): boolean {
    if (!isSnapshot(snapshot)) return false;
    const copy = structuredClone(snapshot);
    this.fillOnFirstUse = undefined;
    this.rows = { ...emptyTables(), ...copy.tables };
    this.sequences = { ...emptySequences(), ...copy.sequences };
    return true;
  }
}

function isSnapshot(value: unknown): value is DbSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DbSnapshot>;
  return (
    candidate.version === SNAPSHOT_VERSION &&
    typeof candidate.tables === 'object' &&
    candidate.tables !== null &&
    Array.isArray(candidate.tables.members) &&
    typeof candidate.sequences === 'object' &&
    candidate.sequences !== null
  );
}

/** The one database of the mock world, shared by handlers, scenarios, stories and tests. */
export const db = new Database();

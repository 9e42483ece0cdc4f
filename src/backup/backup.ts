import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { Client } from 'pg';
import * as tar from 'tar';
import { CONTENT_CHANGED_CHANNEL } from '../common/content-changed';

/**
 * One archive (.tar.gz) holding the whole site:
 *   howpaano-backup.json     manifest: format version, migrations applied, tables, row counts, sequences
 *   database/<table>.jsonl   every row of every table, one JSON object per line (row_to_json: exact
 *                            timestamps, jsonb as JSON), read in ONE repeatable-read snapshot
 *   uploads/...              every file of UPLOAD_DIR, byte for byte
 * A restore loads it into an empty instance whole or not at all (restoreBackup).
 */
export const BACKUP_FORMAT = 'howpaano-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'howpaano-backup.json';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const INSERT_BATCH = 500;

export class BackupError extends Error {}

interface TableManifest {
  columns: string[];
  rows: number;
}

interface SequenceState {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
  tables: Record<string, TableManifest>;
  sequences: SequenceState[];
  files: number;
}

export interface BackupSummary {
  file: string;
  tables: Record<string, number>;
  files: number;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Base tables of the public schema, parents before children (foreign keys). */
async function tablesInDependencyOrder(client: Client): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select ch.relname as child, pa.relname as parent from pg_constraint k
       join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
       where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`,
    )
  ).rows;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Columns we store and load: generated columns (the search vector) are recomputed by PostgreSQL. */
async function writableColumns(client: Client, table: string): Promise<string[]> {
  return (
    await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).rows.map((r) => r.name);
}

async function primaryKey(client: Client, table: string): Promise<string[]> {
  return (
    await client.query<{ name: string }>(
      `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
      [`public.${q(table)}`],
    )
  ).rows.map((r) => r.name);
}

/** Serial / identity columns and their sequences. */
async function sequences(client: Client, tables: string[]): Promise<{ table: string; column: string; sequence: string }[]> {
  const found: { table: string; column: string; sequence: string }[] = [];
  for (const table of tables) {
    const rows = (
      await client.query<{ column: string; sequence: string | null }>(
        `select a.attname as column, pg_get_serial_sequence($1, a.attname) as sequence
         from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
        [`public.${q(table)}`],
      )
    ).rows;
    for (const r of rows) if (r.sequence) found.push({ table, column: r.column, sequence: r.sequence });
  }
  return found;
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(join(dir, entry.name), rel);
    return entry.isFile() ? [rel] : [];
  });
}

/**
 * Writes the whole site to `file` (a .tar.gz) while it keeps running: every table is read inside one
 * REPEATABLE READ snapshot, then the upload directory is archived. An image written after the snapshot
 * may be included too (harmless: nothing refers to it); if one is deleted while tar walks the directory,
 * the walk starts again.
 */
export interface WriteBackupOptions {
  /** Runs after the database snapshot, before the upload directory is read (bucket mode fills it: bucket-backup.ts). */
  beforeFiles?: () => Promise<void>;
}

export async function writeBackup(
  databaseUrl: string,
  uploadDir: string,
  file: string,
  options: WriteBackupOptions = {},
): Promise<BackupSummary> {
  const target = resolve(file);
  const uploads = resolve(uploadDir);
  if (target.startsWith(`${uploads}/`)) throw new BackupError(`Write the backup outside UPLOAD_DIR (${uploads}): it would contain itself`);
  mkdirSync(dirname(target), { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'howpaano-backup-'));
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: [],
      tables: {},
      sequences: [],
      files: 0,
    };
    mkdirSync(join(staging, 'database'));
    await client.query('begin isolation level repeatable read read only');
    try {
      const tables = await tablesInDependencyOrder(client);
      for (const table of tables) {
        const columns = await writableColumns(client, table);
        const pk = await primaryKey(client, table);
        const order = pk.length ? ` order by ${pk.map(q).join(', ')}` : '';
        const { rows } = await client.query<{ j: string }>(
          `select row_to_json(t)::text as j from (select ${columns.map(q).join(', ')} from public.${q(table)}${order}) t`,
        );
        writeFileSync(join(staging, 'database', `${table}.jsonl`), rows.map((r) => `${r.j}\n`).join(''));
        manifest.tables[table] = { columns, rows: rows.length };
        if (table === MIGRATIONS_TABLE) {
          manifest.migrations = rows.map((r) => (JSON.parse(r.j) as { name: string }).name);
        }
      }
      for (const s of await sequences(client, tables)) {
        const state = (
          await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${s.sequence}`)
        ).rows[0];
        manifest.sequences.push({ table: s.table, column: s.column, lastValue: state.last_value, isCalled: state.is_called });
      }
    } finally {
      await client.query('rollback');
    }

    await options.beforeFiles?.();
    const files = listFiles(uploadDir);
    manifest.files = files.length;
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads go in through a symlink that tar follows, so they land under uploads/ in the archive.
    if (existsSync(uploadDir)) symlinkSync(resolve(uploadDir), join(staging, 'uploads'));
    else mkdirSync(join(staging, 'uploads'));
    // It holds the admin's password hash and the JWT secret: readable by its owner only.
    const partial = `${target}.partial`;
    for (let attempt = 1; ; attempt++) {
      writeFileSync(partial, '', { mode: 0o600 });
      try {
        await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, follow: true }, [MANIFEST, 'database', 'uploads']);
        renameSync(partial, target);
        break;
      } catch (error) {
        rmSync(partial, { force: true });
        // An image deleted by the running site while tar walked the directory: walk it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
      }
    }
    return {
      file: target,
      tables: Object.fromEntries(Object.entries(manifest.tables).map(([t, m]) => [t, m.rows])),
      files: files.length,
    };
  } finally {
    await client.end().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreSummary {
  tables: Record<string, number>;
  files: number;
}

function readJsonLines(path: string): Record<string, unknown>[] {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Loads a backup into an EMPTY, migrated instance, whole or not at all (issue 30 item 5): refuses when
 * guides or categories exist; unpacks the whole archive first, next to UPLOAD_DIR (same file system);
 * loads every row in one transaction (replacing the few rows a fresh boot creates: the admin account,
 * settings such as the JWT secret), sequences set past the restored ids; puts the new uploads folder
 * in place (the backup's files, plus any file already there that the backup does not name) and only
 * then commits. Any failure rolls the rows back and puts the old folder back; the error says why, and
 * no staging folder is left behind.
 */
export interface RestoreBackupOptions {
  /** Runs with the new uploads folder in place, before the rows commit; a failure rolls them back (bucket mode: bucket-backup.ts). */
  beforeCommit?: (uploadDir: string) => Promise<void>;
}

export async function restoreBackup(
  databaseUrl: string,
  uploadDir: string,
  file: string,
  options: RestoreBackupOptions = {},
): Promise<RestoreSummary> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`No such backup file: ${source}`);
  const target = resolve(uploadDir);
  mkdirSync(dirname(target), { recursive: true });
  // Beside UPLOAD_DIR, so the new folder is put in place by a rename.
  const staging = mkdtempSync(join(dirname(target), '.howpaano-restore-'));
  const aside = `${staging}-previous-uploads`;
  const client = new Client({ connectionString: databaseUrl });
  let swapped = false;
  try {
    let files = 0;
    try {
      await tar.extract({
        file: source,
        cwd: staging,
        strict: true,
        filter: (path, entry) => {
          if (path.startsWith('uploads/') && path !== 'uploads/' && 'type' in entry && entry.type === 'File') files++;
          return true;
        },
      });
    } catch (error) {
      throw new BackupError(`${source} is not a HowPaano backup archive, or it is damaged (${(error as Error).message})`);
    }
    const manifestPath = join(staging, MANIFEST);
    if (!existsSync(manifestPath)) throw new BackupError(`${source} is not a HowPaano backup archive (no ${MANIFEST})`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version > BACKUP_VERSION) {
      throw new BackupError(`${source} is a backup format this version cannot read (${manifest.format} v${manifest.version})`);
    }

    await client.connect();
    const tables = await tablesInDependencyOrder(client);
    if (!tables.includes('guide') || !tables.includes('category')) {
      throw new BackupError('The target database has no HowPaano schema: run the migrations first (npm run db:migrate)');
    }
    const present = (
      await client.query<{ guides: string; categories: string }>(
        `select (select count(*) from guide) as guides, (select count(*) from category) as categories`,
      )
    ).rows[0];
    if (Number(present.guides) || Number(present.categories)) {
      throw new BackupError(
        `Refusing to restore: the target already holds ${present.guides} guide(s) and ${present.categories} categor${
          Number(present.categories) === 1 ? 'y' : 'ies'
        }. Restore into an empty instance (a new DATA_DIR or an empty database).`,
      );
    }
    const applied = tables.includes(MIGRATIONS_TABLE)
      ? new Set((await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE}`)).rows.map((r) => r.name))
      : new Set<string>();
    const newer = manifest.migrations.filter((m) => !applied.has(m));
    if (newer.length) {
      throw new BackupError(
        `This backup was made by a newer version of HowPaano (migration ${newer[0]} is not applied here): upgrade this instance first`,
      );
    }

    const restored = tables.filter((t) => t !== MIGRATIONS_TABLE && manifest.tables[t]);
    const missing = Object.keys(manifest.tables).filter((t) => t !== MIGRATIONS_TABLE && !tables.includes(t));
    if (missing.length) throw new BackupError(`The target database has no table ${missing[0]}: is it the same version of HowPaano?`);

    // The uploads folder as it will be: the backup's files, and what is already there besides (hard
    // links, so the folder in place now is not touched until the swap).
    const newUploads = join(staging, 'uploads');
    mkdirSync(newUploads, { recursive: true });
    if (existsSync(target)) keepExisting(target, newUploads);

    const counts: Record<string, number> = {};
    await client.query('begin');
    try {
      await client.query(`truncate ${restored.map((t) => `public.${q(t)}`).join(', ')} restart identity cascade`);
      for (const table of restored) {
        const targetColumns = new Set(await writableColumns(client, table));
        const columns = manifest.tables[table].columns;
        const unknown = columns.find((c) => !targetColumns.has(c));
        if (unknown) throw new BackupError(`The target table ${table} has no column ${unknown}: is it the same version of HowPaano?`);
        const rows = readJsonLines(join(staging, 'database', `${table}.jsonl`));
        if (rows.length !== manifest.tables[table].rows) throw new BackupError(`${table}: the archive is incomplete`);
        const list = columns.map(q).join(', ');
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await client.query(
            `insert into public.${q(table)} (${list}) overriding system value
             select ${list} from json_populate_recordset(null::public.${q(table)}, $1::json)`,
            [JSON.stringify(rows.slice(i, i + INSERT_BATCH))],
          );
        }
        counts[table] = rows.length;
      }
      // Derived rows kept by triggers counted the guides once more as they went in: count them afresh.
      if (restored.includes('category_guide_count')) {
        await client.query('delete from category_guide_count');
        await client.query(`insert into category_guide_count (category_id, published)
          select coalesce(category_id, 0), count(*) from guide where status = 'published' group by 1`);
      }
      for (const s of await sequences(client, restored)) {
        const saved = manifest.sequences.find((x) => x.table === s.table && x.column === s.column);
        const max = (await client.query<{ max: string | null }>(`select max(${q(s.column)})::text as max from public.${q(s.table)}`))
          .rows[0].max;
        const next = [max, saved?.isCalled ? saved.lastValue : null]
          .filter((v): v is string => v !== null)
          .reduce((a, b) => (BigInt(b) > BigInt(a) ? b : a), '0');
        if (next === '0') await client.query(`select setval($1, 1, false)`, [s.sequence]);
        else await client.query(`select setval($1, $2::bigint, true)`, [s.sequence, next]);
      }
      // The files go in place before the rows are committed: a failure here rolls the rows back.
      if (existsSync(target)) renameSync(target, aside);
      renameSync(newUploads, target);
      swapped = true;
      await options.beforeCommit?.(target);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      if (swapped) {
        renameSync(target, newUploads);
        swapped = false;
      }
      if (existsSync(aside)) renameSync(aside, target);
      throw error;
    }
    // A site running on this database drops its cached pages.
    await client.query(`notify ${CONTENT_CHANGED_CHANNEL}`).catch(() => undefined);
    return { tables: counts, files };
  } finally {
    await client.end().catch(() => undefined);
    removeQuietly(aside);
    removeQuietly(staging);
  }
}

/**
 * Links (or, across devices, copies) every file of `from` that `into` does not have. A folder where
 * the backup has a file of that name (or the reverse) cannot be both: said plainly, nothing changed.
 */
function keepExisting(from: string, into: string, root = from): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const dest = join(into, entry.name);
    const there = existsSync(dest) ? statSync(dest) : null;
    if (there && there.isDirectory() !== entry.isDirectory()) {
      throw new BackupError(
        `UPLOAD_DIR has a ${entry.isDirectory() ? 'folder' : 'file'} ${relative(root, source)} where the backup has a ${
          entry.isDirectory() ? 'file' : 'folder'
        } of that name: move it away and restore again (nothing was changed)`,
      );
    }
    if (entry.isDirectory()) {
      mkdirSync(dest, { recursive: true });
      keepExisting(source, dest, root);
    } else if (entry.isFile() && !there) {
      try {
        linkSync(source, dest);
      } catch {
        copyFileSync(source, dest);
      }
    }
  }
}

/** Cleanup that never hides the error being reported (a busy folder is retried, then left with a warning). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    process.stderr.write(`Could not remove ${path}: ${(error as Error).message}\n`);
  }
}

// The folder tree of one organisation, built from its rows: nesting, depth, descendants (pure functions).
import type { FolderRow } from '../../db/schema';
import type { Schemas } from '../../contract';

/** Folders nest at most this many levels deep (a root folder is level 1). */
export const MAX_FOLDER_DEPTH = 8;

interface FolderNode {
  id: string;
  name: string;
  parentId: string | null;
  surveyCount: number;
  createdAt: string;
  updatedAt: string;
  children: FolderNode[];
}

export class FolderTree {
  private readonly byId: Map<string, FolderRow>;
  private readonly childrenOf = new Map<string, FolderRow[]>();

  /** `rows` ordered by name (siblings keep that order). */
  constructor(
    rows: readonly FolderRow[],
    private readonly counts: ReadonlyMap<string, number>,
  ) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) this.childrenOf.set(r.parent_key, [...(this.childrenOf.get(r.parent_key) ?? []), r]);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The folder's level: 1 at the root. */
  depth(id: string): number {
    let depth = 0;
    for (let at: string | null = id; at; at = this.byId.get(at)?.parent_id ?? null) depth++;
    return depth;
  }

  /** Levels in the folder's branch, itself included (1 for a folder without subfolders). */
  height(id: string): number {
    return 1 + Math.max(0, ...(this.childrenOf.get(id) ?? []).map((c) => this.height(c.id)));
  }

  /** Whether `candidate` is `id` itself or lies in its branch. */
  inBranch(id: string, candidate: string): boolean {
    for (let at: string | null = candidate; at; at = this.byId.get(at)?.parent_id ?? null) if (at === id) return true;
    return false;
  }

  /** The folder, then its parent, up to the root. */
  lineage(id: string): FolderRow[] {
    const out: FolderRow[] = [];
    for (let at = this.byId.get(id); at; at = at.parent_id ? this.byId.get(at.parent_id) : undefined) out.push(at);
    return out;
  }

  childCount(id: string): number {
    return this.childrenOf.get(id)?.length ?? 0;
  }

  private node(row: FolderRow): FolderNode {
    return {
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      surveyCount: this.counts.get(row.id) ?? 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      children: (this.childrenOf.get(row.id) ?? []).map((c) => this.node(c)),
    };
  }

  // The contract spells each of the 8 levels as its own schema (no schema refers to itself); the tree this class
  // builds never nests deeper, which the writers below enforce.
  roots(): Schemas['Folder'][] {
    return (this.childrenOf.get('') ?? []).map((r) => this.node(r) as Schemas['Folder']);
  }

  branch(id: string): Schemas['Folder'] {
    const row = this.byId.get(id);
    if (!row) throw new Error(`folder ${id} is not in this tree`);
    return this.node(row) as Schemas['Folder'];
  }
}

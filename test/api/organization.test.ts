// The organisation's structure (docs/design/organisation.md): the folder tree (nesting, moves, renames, the 409s and the depth limit,
// concurrent moves that never make a cycle), tags and user groups, survey filters by folder and tag in page and
// cursor walks, and folder permissions as the dashboard honours them.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { mintDevSession } from '../../src/auth/session';
import type { Api } from '../helpers/api';

const file = useService({ SECRET_KEY: 'test-secret' });

interface Node {
  id: string;
  name: string;
  parentId: string | null;
  surveyCount: number;
  children: Node[];
}

/** A fresh organisation for each test, so trees and names never meet. */
const freshOrg = async () => file.svc.org();
const folder = async (api: Api, name: string, parentId?: string | null) => {
  const res = await api.post('/api/v1/folders', parentId === undefined ? { name } : { name, parentId });
  expect(res.status).toBe(201);
  expect(res.headers.get('location')).toBe(`/api/v1/folders/${res.body.id}`);
  return res.body as Node;
};
const tree = async (api: Api) => (await api.get('/api/v1/folders')).body.folders as Node[];
/** The tree as nested names: [name, children] pairs. */
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children.length ? [n.name, shape(n.children)] : n.name));
const move = (api: Api, id: string, parentId: string | null) => api.patch(`/api/v1/folders/${id}`, { parentId });

describe('the folder tree', () => {
  it('nests three levels, roots first and siblings by name, counting each folder’s own surveys', async () => {
    const { api } = await freshOrg();
    const research = await folder(api, 'Research');
    const a2026 = await folder(api, '2026', research.id);
    const onboarding = await folder(api, 'onboarding', a2026.id);
    await folder(api, 'Archive');
    await folder(api, 'churn', a2026.id);
    const s = (await api.post('/api/v1/surveys', { title: 'Filed' })).body;
    const put = await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: onboarding.id });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: s.id, folderId: onboarding.id, tagIds: [] });
    const t = await tree(api);
    expect(shape(t)).toEqual(['Archive', ['Research', [['2026', ['churn', 'onboarding']]]]]);
    const counts = (n: Node): unknown => [n.name, n.surveyCount, n.children.map(counts)];
    expect(t.map(counts)).toEqual([
      ['Archive', 0, []],
      [
        'Research',
        0,
        [
          [
            '2026',
            0,
            [
              ['churn', 0, []],
              ['onboarding', 1, []],
            ],
          ],
        ],
      ],
    ]);
    const branch = await api.get(`/api/v1/folders/${a2026.id}`);
    expect(branch.status).toBe(200);
    expect(shape([branch.body])).toEqual([['2026', ['churn', 'onboarding']]]);
    expect(branch.body.parentId).toBe(research.id);
  });

  it('moves a branch with its subfolders and surveys, renames, and moves back to the root', async () => {
    const { api } = await freshOrg();
    const a = await folder(api, 'A');
    const b = await folder(api, 'B');
    const a1 = await folder(api, 'A1', a.id);
    const s = (await api.post('/api/v1/surveys', { title: 'In A1' })).body;
    await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: a1.id });
    const moved = await move(api, a.id, b.id);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: a.id, parentId: b.id, children: [{ id: a1.id, surveyCount: 1 }] });
    expect(shape(await tree(api))).toEqual([['B', [['A', ['A1']]]]]);
    const renamed = await api.patch(`/api/v1/folders/${a.id}`, { name: '  Alpha  ' });
    expect(renamed.body.name).toBe('Alpha');
    expect((await move(api, a.id, null)).status).toBe(200);
    expect(shape(await tree(api))).toEqual([['Alpha', ['A1']], 'B']);
    expect((await api.get(`/api/v1/surveys/${s.id}`)).body.folderId).toBe(a1.id);
  });

  it('refuses a sibling name case-insensitively (409 name_taken), on create, rename and move, and allows it elsewhere', async () => {
    const { api } = await freshOrg();
    const a = await folder(api, 'Research');
    const other = await folder(api, 'Other');
    const dup = await api.post('/api/v1/folders', { name: ' research ' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('name_taken');
    expect((await api.patch(`/api/v1/folders/${other.id}`, { name: 'RESEARCH' })).body.code).toBe('name_taken');
    const nested = await folder(api, 'Research', other.id); // same name, another parent: fine
    expect((await move(api, nested.id, null)).body.code).toBe('name_taken');
    expect((await api.patch(`/api/v1/folders/${a.id}`, { name: 'research' })).status).toBe(200); // itself: fine
  });

  it('refuses a move under itself or a descendant (409 folder_cycle) and changes nothing', async () => {
    const { api } = await freshOrg();
    const a = await folder(api, 'A');
    const b = await folder(api, 'B', a.id);
    const c = await folder(api, 'C', b.id);
    const before = await tree(api);
    for (const target of [a.id, b.id, c.id]) {
      const res = await move(api, a.id, target);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('folder_cycle');
    }
    expect(await tree(api)).toEqual(before);
  });

  it('nests at most 8 levels: a ninth is 400 naming parentId, on create and on a move that deepens a branch', async () => {
    const { api } = await freshOrg();
    let parent: string | null = null;
    const chain: Node[] = [];
    for (let level = 1; level <= 8; level++) {
      const f: Node = await folder(api, `L${level}`, parent);
      chain.push(f);
      parent = f.id;
    }
    const ninth = await api.post('/api/v1/folders', { name: 'L9', parentId: parent });
    expect(ninth.status).toBe(400);
    expect(ninth.body.errors).toEqual([{ in: 'body', name: 'parentId', message: 'would nest the folder deeper than 8 levels' }]);
    const twoLevels = await folder(api, 'Branch');
    await folder(api, 'Leaf', twoLevels.id);
    const deep = await move(api, twoLevels.id, chain[6].id); // level 8 + 2 levels = 9
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].name).toBe('parentId');
    expect((await move(api, twoLevels.id, chain[5].id)).status).toBe(200); // level 7 + 2 = 8
  });

  it('refuses to delete a folder holding a survey or a folder (409 folder_not_empty), and deletes it once empty', async () => {
    const { api } = await freshOrg();
    const a = await folder(api, 'A');
    const sub = await folder(api, 'Sub', a.id);
    const s = (await api.post('/api/v1/surveys', { title: 'In Sub' })).body;
    await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: sub.id });
    const withFolder = await api.delete(`/api/v1/folders/${a.id}`);
    expect(withFolder.status).toBe(409);
    expect(withFolder.body).toMatchObject({
      code: 'folder_not_empty',
      detail: 'The folder holds 0 surveys and 1 folder; move or delete them first.',
    });
    expect((await api.delete(`/api/v1/folders/${sub.id}`)).body.code).toBe('folder_not_empty');
    expect((await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: null })).body.folderId).toBeNull();
    expect((await api.delete(`/api/v1/folders/${sub.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/folders/${a.id}`)).status).toBe(204);
    expect(await tree(api)).toEqual([]);
    expect((await api.get(`/api/v1/folders/${a.id}`)).status).toBe(404);
  });

  it('refuses a parent or a survey folder that is not a folder of the organisation (400 naming the field)', async () => {
    const { api } = await freshOrg();
    const theirs = await folder((await freshOrg()).api, 'Theirs');
    const res = await api.post('/api/v1/folders', { name: 'X', parentId: theirs.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ in: 'body', name: 'parentId', message: 'is not a folder of this organisation' }]);
    const s = (await api.post('/api/v1/surveys', { title: 'S' })).body;
    const put = await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: theirs.id });
    expect(put.status).toBe(400);
    expect(put.body.errors[0].name).toBe('folderId');
    expect((await api.patch(`/api/v1/folders/${theirs.id}`, { name: 'Mine' })).status).toBe(404);
  });

  it('leaves a tree when two moves that together make a cycle run at once (A under B, B under A)', async () => {
    const { api } = await freshOrg();
    for (let round = 0; round < 5; round++) {
      const a = await folder(api, `A${round}`);
      const b = await folder(api, `B${round}`);
      const [ab, ba] = await Promise.all([move(api, a.id, b.id), move(api, b.id, a.id)]);
      expect([ab.status, ba.status].sort()).toEqual([200, 409]);
      expect([ab, ba].find((r) => r.status === 409)?.body.code).toBe('folder_cycle');
      const roots = (await tree(api)).filter((n) => n.name.endsWith(String(round)));
      expect(roots).toHaveLength(1); // one of them at the root, the other inside it
      expect(roots[0].children.map((c) => c.name)).toEqual([roots[0].name === `A${round}` ? `B${round}` : `A${round}`]);
    }
  });
});

describe('where a created resource lives', () => {
  it('answers each create posted to a collection with a Location under that collection, where the resource reads back', async () => {
    const { api } = await file.svc.org({ plan: 'pro' });
    const made = [
      ['/api/v1/surveys', { title: 'Located' }],
      ['/api/v1/tags', { name: 'Located' }],
      ['/api/v1/user-groups', { name: 'Located' }],
      ['/api/v1/contacts', { email: 'located@example.com' }],
      ['/api/v1/contact-lists', { name: 'Located' }],
    ] as const;
    for (const [collection, body] of made) {
      const res = await api.post(collection, body);
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe(`${collection}/${res.body.id}`);
      const read = await api.get(res.headers.get('location')!);
      expect([collection, read.status, read.body.id]).toEqual([collection, 200, res.body.id]);
    }
  });
});

describe('tags', () => {
  it('creates, recolours, refuses a taken name, lists by name with survey counts, and deletes off every survey', async () => {
    const { api } = await freshOrg();
    const nps = (await api.post('/api/v1/tags', { name: 'NPS', color: '#2563EB' })).body;
    expect(nps).toMatchObject({ name: 'NPS', color: '#2563eb', surveyCount: 0 });
    const grey = (await api.post('/api/v1/tags', { name: 'churn' })).body;
    expect(grey.color).toBe('#6b7280');
    const dup = await api.post('/api/v1/tags', { name: 'nps' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('name_taken');
    expect((await api.patch(`/api/v1/tags/${grey.id}`, { name: 'NPS' })).body.code).toBe('name_taken');
    expect((await api.patch(`/api/v1/tags/${grey.id}`, { color: '#FF0000' })).body.color).toBe('#ff0000');
    const s = (await api.post('/api/v1/surveys', { title: 'Tagged' })).body;
    const put = await api.put(`/api/v1/surveys/${s.id}/tags`, { tagIds: [nps.id, grey.id] });
    expect(put.status).toBe(200);
    expect(put.body.tagIds).toEqual([grey.id, nps.id]); // by tag name: churn, NPS
    const list = await api.get('/api/v1/tags');
    expect(list.body.data.map((t: { name: string; surveyCount: number }) => [t.name, t.surveyCount])).toEqual([
      ['churn', 1],
      ['NPS', 1],
    ]);
    expect((await api.delete(`/api/v1/tags/${nps.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/surveys/${s.id}`)).body.tagIds).toEqual([grey.id]);
  });

  it('walks the tags by name with cursors, each once (names that share a key prefix included)', async () => {
    const { api } = await freshOrg();
    const names = ['b', 'a', 'ab', 'Aa', 'c'];
    for (const name of names) await api.post('/api/v1/tags', { name });
    const seen: string[] = [];
    let res = await api.get('/api/v1/tags', { query: { pageSize: '2' } });
    seen.push(...res.body.data.map((t: { name: string }) => t.name));
    while (res.body.pagination.nextCursor) {
      res = await api.get('/api/v1/tags', { query: { pageSize: '2', cursor: res.body.pagination.nextCursor } });
      seen.push(...res.body.data.map((t: { name: string }) => t.name));
    }
    expect(seen).toEqual(['a', 'Aa', 'ab', 'b', 'c']);
  });

  it('refuses a tag id that is not a tag of the organisation, or one given twice, and keeps the old tags', async () => {
    const { api } = await freshOrg();
    const mine = (await api.post('/api/v1/tags', { name: 'Mine' })).body;
    const theirs = (await (await freshOrg()).api.post('/api/v1/tags', { name: 'Theirs' })).body;
    const s = (await api.post('/api/v1/surveys', { title: 'S' })).body;
    await api.put(`/api/v1/surveys/${s.id}/tags`, { tagIds: [mine.id] });
    const res = await api.put(`/api/v1/surveys/${s.id}/tags`, { tagIds: [theirs.id, mine.id, mine.id] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { in: 'body', name: 'tagIds[0]', message: 'is not a tag of this organisation' },
      { in: 'body', name: 'tagIds[2]', message: 'repeats a tag given above' },
    ]);
    expect((await api.get(`/api/v1/surveys/${s.id}`)).body.tagIds).toEqual([mine.id]);
  });
});

describe('survey filters by folder and tag', () => {
  it('combine with status, and page and cursor walks return each matching survey once', async () => {
    const { api } = await freshOrg();
    const f = await folder(api, 'Filed');
    const t = (await api.post('/api/v1/tags', { name: 'T' })).body;
    const matching: string[] = [];
    for (let i = 0; i < 7; i++) {
      const s = (await api.post('/api/v1/surveys', { title: `S${i}` })).body;
      if (i % 3 !== 2) await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: f.id });
      if (i % 2 === 0) await api.put(`/api/v1/surveys/${s.id}/tags`, { tagIds: [t.id] });
      if (i % 3 !== 2 && i % 2 === 0) matching.push(s.id); // 0, 4, 6
    }
    const inFolder = await api.get('/api/v1/surveys', { query: { folderId: f.id } });
    expect(inFolder.body.pagination.total).toBe(5);
    const both = { folderId: f.id, tag: t.id };
    const page = await api.get('/api/v1/surveys', { query: { ...both, pageSize: '2' } });
    expect(page.body.pagination).toMatchObject({ total: 3, totalPages: 2, hasMore: true });
    const next = await api.get('/api/v1/surveys', { query: { ...both, pageSize: '2', cursor: page.body.pagination.nextCursor } });
    expect([...page.body.data, ...next.body.data].map((s: { id: string }) => s.id)).toEqual(matching);
    expect(next.body.pagination).toMatchObject({ hasMore: false, nextCursor: null });
    const changed = await api.get('/api/v1/surveys', { query: { tag: f.id, cursor: page.body.pagination.nextCursor } });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0].name).toBe('tag');
    expect((await api.get('/api/v1/surveys', { query: { ...both, status: 'live' } })).body.data).toEqual([]);
  });
});

describe('user groups', () => {
  it('creates, refuses a taken name, replaces members (each once, sorted) and counts them', async () => {
    const { api } = await freshOrg();
    const g = (await api.post('/api/v1/user-groups', { name: 'Research team', description: 'Studies' })).body;
    expect(g).toMatchObject({ name: 'Research team', description: 'Studies', memberCount: 0 });
    expect((await api.post('/api/v1/user-groups', { name: 'research TEAM' })).body.code).toBe('name_taken');
    const set = await api.put(`/api/v1/user-groups/${g.id}/members`, { userIds: ['user_b', 'user_a', 'user_b'] });
    expect(set.body).toEqual({ groupId: g.id, userIds: ['user_a', 'user_b'] });
    expect((await api.get(`/api/v1/user-groups/${g.id}`)).body.memberCount).toBe(2);
    expect((await api.patch(`/api/v1/user-groups/${g.id}`, { description: null })).body.description).toBeNull();
    const list = await api.get('/api/v1/user-groups');
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(['Research team']);
  });
});

describe('folder permissions and the dashboard', () => {
  const review = (surveyId: string, user: string, orgId: string, method: 'get' | 'post' = 'get') =>
    mintDevSession('test-secret', { userId: user, organizationId: orgId }).then((token) =>
      file.svc.anonymous.request(method.toUpperCase(), `/api/dashboard/surveys/${surveyId}/research-review`, {
        body: method === 'post' ? {} : undefined,
        headers: { cookie: `__session=${token}` },
      }),
    );

  it('inherits grants from the nearest ancestor, shows where they come from, and is open with none', async () => {
    const { api } = await freshOrg();
    const top = await folder(api, 'Top');
    const mid = await folder(api, 'Mid', top.id);
    const g = (await api.post('/api/v1/user-groups', { name: 'G' })).body;
    expect((await api.get(`/api/v1/folders/${mid.id}/permissions`)).body).toEqual({
      folderId: mid.id,
      grants: [],
      effective: { source: 'open', folderId: null, grants: [] },
    });
    await api.put(`/api/v1/folders/${top.id}/permissions`, { grants: [{ groupId: g.id, access: 'view' }] });
    expect((await api.get(`/api/v1/folders/${mid.id}/permissions`)).body.effective).toEqual({
      source: 'inherited',
      folderId: top.id,
      grants: [{ groupId: g.id, access: 'view' }],
    });
    const bad = await api.put(`/api/v1/folders/${mid.id}/permissions`, {
      grants: [
        { groupId: top.id, access: 'edit' },
        { groupId: g.id, access: 'edit' },
        { groupId: g.id, access: 'view' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { name: string }) => e.name)).toEqual(['grants[0].groupId', 'grants[2].groupId']);
    expect((await tree(api))[0]).not.toHaveProperty('grants');
  });

  it('lets a user whose group has a grant see the review, answers 404 survey_not_found to others, and needs edit to act', async () => {
    const { api, id: orgId } = await freshOrg();
    const s = await buildSurvey(api, [
      { key: 'a', type: 'single_choice', title: 'Which plan are you on?', config: { options: opts('x', 'y') } },
    ]);
    // No grants anywhere: open to the whole organisation.
    expect((await review(s.id, 'user_out', orgId)).body.code).toBe('review_not_found');
    const restricted = await folder(api, 'Restricted');
    await api.put(`/api/v1/surveys/${s.id}/folder`, { folderId: restricted.id });
    const viewers = (await api.post('/api/v1/user-groups', { name: 'Viewers' })).body;
    const editors = (await api.post('/api/v1/user-groups', { name: 'Editors' })).body;
    await api.put(`/api/v1/user-groups/${viewers.id}/members`, { userIds: ['user_view'] });
    await api.put(`/api/v1/user-groups/${editors.id}/members`, { userIds: ['user_edit'] });
    await api.put(`/api/v1/folders/${restricted.id}/permissions`, {
      grants: [
        { groupId: viewers.id, access: 'view' },
        { groupId: editors.id, access: 'edit' },
      ],
    });
    const outsider = await review(s.id, 'user_out', orgId);
    expect(outsider.status).toBe(404);
    expect(outsider.body.code).toBe('survey_not_found');
    expect((await review(s.id, 'user_out', orgId, 'post')).body.code).toBe('survey_not_found');
    expect((await review(s.id, 'user_view', orgId)).body.code).toBe('review_not_found'); // sees the survey, no review yet
    const viewOnly = await review(s.id, 'user_view', orgId, 'post');
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.body.code).toBe('folder_access_required');
    expect((await review(s.id, 'user_edit', orgId, 'post')).status).toBe(201);
    expect((await review(s.id, 'user_view', orgId)).status).toBe(200);
    // API keys are organisation-wide: grants do not apply to them.
    expect((await api.get(`/api/v1/surveys/${s.id}`)).status).toBe(200);
  });
});

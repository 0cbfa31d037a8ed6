// Questions (docs/design/questions-and-logic.md): ordering, limits, live-survey consent, logic references.
import { choiceQuestion } from '../../harness/questions';
import { useService } from '../helpers/service';

const file = useService();

const survey = async () => (await file.api.post('/api/v1/surveys', { title: 'Q tests' })).body as { id: string };
const qpath = (s: { id: string }, q?: { id: string }) => `/api/v1/surveys/${s.id}/questions${q ? `/${q.id}` : ''}`;
const add = async (s: { id: string }, body: object) => {
  const res = await file.api.post(qpath(s), body);
  expect(res.status).toBe(201);
  return res.body as { id: string; position: number; title: string };
};
const titles = async (s: { id: string }) => {
  const list = (await file.api.get(qpath(s))).body.data as { title: string; position: number }[];
  expect(list.map((q) => q.position)).toEqual(list.map((_, i) => i)); // always 0..n-1, no gaps
  return list.map((q) => q.title);
};
const goLive = async (s: { id: string }) => expect((await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' })).status).toBe(200);
const version = async (s: { id: string }) => (await file.api.get(`/api/v1/surveys/${s.id}`)).body.questionnaireVersion as number;

describe('ordering by 0-indexed position (docs/design/questions-and-logic.md)', () => {
  it('appends when position is omitted, inserts and shifts when given, appends when past the end', async () => {
    const s = await survey();
    await add(s, { type: 'short_text', title: 'B' });
    await add(s, { type: 'short_text', title: 'D' });
    await add(s, { type: 'short_text', title: 'A', position: 0 });
    await add(s, { type: 'short_text', title: 'C', position: 2 });
    const e = await add(s, { type: 'short_text', title: 'E', position: 99 });
    expect(e.position).toBe(4);
    expect(await titles(s)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('moves a question with PUT position, shifting those in between, both ways', async () => {
    const s = await survey();
    const qs = [];
    for (const t of ['A', 'B', 'C', 'D']) qs.push(await add(s, { type: 'short_text', title: t }));
    expect((await file.api.put(qpath(s, qs[0]), { position: 2 })).body.position).toBe(2);
    expect(await titles(s)).toEqual(['B', 'C', 'A', 'D']);
    await file.api.put(qpath(s, qs[3]), { position: 0 });
    expect(await titles(s)).toEqual(['D', 'B', 'C', 'A']);
    expect((await file.api.put(qpath(s, qs[1]), { position: 50 })).body.position).toBe(3);
    expect(await titles(s)).toEqual(['D', 'C', 'A', 'B']);
  });

  it('closes the gap on delete', async () => {
    const s = await survey();
    const qs = [];
    for (const t of ['A', 'B', 'C']) qs.push(await add(s, { type: 'short_text', title: t }));
    expect((await file.api.delete(qpath(s, qs[1]))).status).toBe(204);
    expect(await titles(s)).toEqual(['A', 'C']);
    expect((await file.api.get(qpath(s, qs[1]))).status).toBe(404);
  });
});

describe('fields and limits (docs/design/questions-and-logic.md)', () => {
  it('defaults required to true, description to null, and fills config defaults', async () => {
    const s = await survey();
    const q = await add(s, { type: 'nps', title: 'Recommend?' });
    expect(q).toMatchObject({
      required: true,
      description: null,
      config: { lowLabel: 'Not at all likely', highLabel: 'Extremely likely', logic: [] },
    });
    const got = await file.api.get(qpath(s, q));
    expect(got.body).toEqual(q);
  });

  it('accepts a 500-character title and a 2000-character description', async () => {
    const s = await survey();
    const q = await add(s, { type: 'long_text', title: 't'.repeat(500), description: 'd'.repeat(2000), required: false });
    expect(q).toMatchObject({ required: false });
  });

  it.each([
    ['no type', { title: 'T' }, 'type', 'is required'],
    [
      'an unknown type',
      { type: 'essay', title: 'T' },
      'type',
      expect.stringMatching(/^'essay' is not one of the known values: welcome_screen, thank_you_screen, .*, attention_check$/),
    ],
    [
      'a near miss of a type',
      { type: 'multiple-choice', title: 'T' },
      'type',
      expect.stringMatching(/^'multiple-choice' is not one of the known values \(did you mean 'multiple_choice'\?\): /),
    ],
    ['a title of only spaces', { type: 'short_text', title: '   ' }, 'title', 'must not be blank'],
    ['no title', { type: 'short_text' }, 'title', 'is required'],
    ['a 501-character title', { type: 'short_text', title: 't'.repeat(501) }, 'title', 'must NOT have more than 500 characters'],
    [
      'a 2001-character description',
      { type: 'short_text', title: 'T', description: 'd'.repeat(2001) },
      'description',
      'must NOT have more than 2000 characters',
    ],
    ['required of the wrong type', { type: 'short_text', title: 'T', required: 'yes' }, 'required', 'must be boolean'],
    ['a negative position', { type: 'short_text', title: 'T', position: -1 }, 'position', 'must be >= 0'],
    ['a choice question without options', { type: 'single_choice', title: 'T' }, 'config', 'is required'],
    [
      'an option without a label',
      { type: 'single_choice', title: 'T', config: { options: [{ id: 'a' }] } },
      'config.options[0].label',
      'is required',
    ],
    ['a config key of another type', { type: 'nps', title: 'T', config: { options: [] } }, 'config.options', 'is not a known field'],
    [
      'an NPS label over 100 characters',
      { type: 'nps', title: 'T', config: { lowLabel: 'x'.repeat(101) } },
      'config.lowLabel',
      'must NOT have more than 100 characters',
    ],
    [
      'repeated option ids',
      choiceQuestion('dropdown', 'T', [
        ['a', 'A'],
        ['a', 'B'],
      ]),
      'config.options[1].id',
      "repeats the id 'a'",
    ],
    [
      'a slider whose max is not above min',
      { type: 'slider', title: 'T', config: { min: 10, max: 10 } },
      'config.max',
      'must be greater than min',
    ],
    [
      'an attention check expecting an unknown option',
      { type: 'attention_check', title: 'T', config: { options: [{ id: 'a', label: 'A' }], expectedOptionId: 'b' } },
      'config.expectedOptionId',
      'must be the id of one of the options',
    ],
    [
      'likert labels that do not match the points',
      { type: 'likert', title: 'T', config: { points: 5, labels: ['a', 'b'] } },
      'config.labels',
      'must have exactly 5 labels, one per point',
    ],
    [
      'an image option whose imageUrl is not a URI',
      {
        type: 'image_choice',
        title: 'T',
        config: {
          options: [
            { id: 'a', label: 'A', imageUrl: 'not a uri' },
            { id: 'b', label: 'B', imageUrl: 'https://x.example/b.png' },
          ],
        },
      },
      'config.options[0].imageUrl',
      'must match format "uri"',
    ],
    [
      'acknowledgeConsequence as a string',
      { type: 'short_text', title: 'T', acknowledgeConsequence: 'true' },
      'acknowledgeConsequence',
      'must be boolean',
    ],
  ])('refuses %s with 400 naming the field', async (_label, body, name, message) => {
    const s = await survey();
    const res = await file.api.post(qpath(s), body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ in: 'body', name, message });
    expect(await titles(s)).toEqual([]);
  });

  it('updates any subset and keeps the rest (PUT)', async () => {
    const s = await survey();
    const q = await add(s, { type: 'single_choice', title: 'Plan?', description: 'help', config: { options: [{ id: 'a', label: 'A' }] } });
    const res = await file.api.put(qpath(s, q), { title: 'Which plan?' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Which plan?',
      description: 'help',
      type: 'single_choice',
      config: { options: [{ id: 'a', label: 'A' }] },
    });
    expect((await file.api.put(qpath(s, q), {})).body.title).toBe('Which plan?');
  });

  it('changes type: keeps the old config when it fits, otherwise asks for one', async () => {
    const s = await survey();
    const q = await add(s, { type: 'single_choice', title: 'Plan?', config: { options: [{ id: 'a', label: 'A' }] } });
    const same = await file.api.put(qpath(s, q), { type: 'dropdown' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ type: 'dropdown', config: { options: [{ id: 'a', label: 'A' }] } });
    const misfit = await file.api.put(qpath(s, q), { type: 'nps' });
    expect(misfit.status).toBe(400);
    expect(misfit.body.errors).toEqual([
      { in: 'body', name: 'config', message: "the current config does not fit type 'nps'; send a config for it" },
    ]);
    const ok = await file.api.put(qpath(s, q), { type: 'nps', config: {} });
    expect(ok.body).toMatchObject({ type: 'nps', config: { lowLabel: 'Not at all likely' } });
  });

  it('refuses an invalid config on PUT with 400 naming its field', async () => {
    const s = await survey();
    const q = await add(s, { type: 'stars', title: 'Rate' });
    const res = await file.api.put(qpath(s, q), { config: { max: 11 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ in: 'body', name: 'config.max', message: 'must be <= 10' });
    // A misspelt key of the stored type's config is named by its path, one dot between the parts.
    const typo = await file.api.put(qpath(s, q), { config: { lowLable: 1 } });
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toContainEqual(expect.objectContaining({ in: 'body', name: 'config.lowLable' }));
  });

  it('answers 404 for a question of another survey and 400 for a bad question id', async () => {
    const s1 = await survey();
    const s2 = await survey();
    const q = await add(s1, { type: 'short_text', title: 'Q' });
    expect((await file.api.get(qpath(s2, q))).status).toBe(404);
    expect((await file.api.put(qpath(s2, q), { title: 'x' })).status).toBe(404);
    expect((await file.api.delete(qpath(s2, q))).status).toBe(404);
    const bad = await file.api.get(`${qpath(s1)}/nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ in: 'path', name: 'questionId', message: 'must match format "uuid"' }]);
  });
});

/** A yes/no question put first, carrying these logic rules. */
const firstGate = (s: { id: string }, title: string, logic: object[]) => add(s, { type: 'yes_no', title, position: 0, config: { logic } });

describe('logic rules (docs/design/questions-and-logic.md)', () => {
  it('accepts rules that name questions of the survey, the question itself by omission, and nested conditions', async () => {
    const s = await survey();
    const end = await add(s, { type: 'short_text', title: 'End' });
    const q = await firstGate(s, 'Adult?', [
      { when: { operator: 'equals', value: 'no' }, then: { screenOut: true } },
      { when: { all: [{ questionId: end.id, operator: 'answered' }, { any: [{ operator: 'skipped' }] }] }, then: { jumpTo: end.id } },
    ]);
    expect(q.position).toBe(0);
  });

  it('refuses a rule that names a question not in the survey, with the offending path', async () => {
    const s = await survey();
    const other = await survey();
    const elsewhere = await add(other, { type: 'short_text', title: 'X' });
    const res = await file.api.post(qpath(s), {
      type: 'yes_no',
      title: 'Adult?',
      config: {
        logic: [
          { when: { any: [{ operator: 'answered' }, { questionId: elsewhere.id, operator: 'skipped' }] }, then: { jumpTo: elsewhere.id } },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toEqual([
      'config.logic[0].when.any[1].questionId',
      'config.logic[0].then.jumpTo',
    ]);
  });

  it('takes groups nested three deep and refuses a fourth level with 400 naming the condition', async () => {
    const s = await survey();
    const leaf = { operator: 'answered' };
    const three = { all: [{ any: [{ all: [leaf] }] }] };
    const ok = await file.api.post(qpath(s), {
      type: 'yes_no',
      title: 'Deep',
      config: { logic: [{ when: three, then: { endSurvey: true } }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.config.logic[0].when).toEqual(three);
    const four = { all: [{ any: [{ all: [{ any: [leaf] }] }] }] };
    const res = await file.api.post(qpath(s), {
      type: 'yes_no',
      title: 'Too deep',
      config: { logic: [{ when: four, then: { endSurvey: true } }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      in: 'body',
      name: 'config.logic[0].when.all[0].any[0].all[0].any',
      message: 'is not a known field',
    });
    expect((await titles(s)).length).toBe(1);
  });

  it('refuses malformed rules: an unknown operator, an action with two effects', async () => {
    const s = await survey();
    const bad = await file.api.post(qpath(s), {
      type: 'yes_no',
      title: 'Q',
      config: { logic: [{ when: { operator: 'like' }, then: { endSurvey: true } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { name: string }) => e.name)).toContain('config.logic[0].when');
    const two = await file.api.post(qpath(s), {
      type: 'yes_no',
      title: 'Q',
      config: { logic: [{ when: { operator: 'answered' }, then: { endSurvey: true, screenOut: true } }] },
    });
    expect(two.status).toBe(400);
    expect(two.body.errors).toContainEqual({ in: 'body', name: 'config.logic[0].then', message: 'must have exactly one of its fields' });
  });

  it("refuses to delete a question that another question's logic names (409 question_in_use)", async () => {
    const s = await survey();
    const target = await add(s, { type: 'short_text', title: 'Target' });
    const user = await firstGate(s, 'Gate', [{ when: { operator: 'equals', value: 'yes' }, then: { jumpTo: target.id } }]);
    const res = await file.api.delete(qpath(s, target));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('question_in_use');
    expect(res.body.detail).toContain(user.id);
    await file.api.put(qpath(s, user), { config: {} });
    expect((await file.api.delete(qpath(s, target))).status).toBe(204);
  });
});

describe('changing a live survey (docs/design/lifecycle.md)', () => {
  const liveSurvey = async () => {
    const s = await survey();
    const q = await add(s, { type: 'short_text', title: 'Existing' });
    await goLive(s);
    return { s, q };
  };

  it('refuses add, update and delete without acknowledgement (409 acknowledgement_required) and changes nothing', async () => {
    const { s, q } = await liveSurvey();
    const before = await version(s);
    const added = await file.api.post(qpath(s), { type: 'short_text', title: 'New' });
    const updated = await file.api.put(qpath(s, q), { title: 'Changed' });
    const deleted = await file.api.delete(qpath(s, q));
    for (const res of [added, updated, deleted]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('acknowledgement_required');
    }
    const ackFalse = await file.api.post(qpath(s), { type: 'short_text', title: 'New', acknowledgeConsequence: false });
    expect(ackFalse.status).toBe(409);
    expect(await titles(s)).toEqual(['Existing']);
    expect(await version(s)).toBe(before);
    expect((await file.api.get(`/api/v1/surveys/${s.id}`)).body.status).toBe('live');
  });

  it('applies each change with acknowledgement, keeps the survey live and bumps the questionnaire version', async () => {
    const { s, q } = await liveSurvey();
    const v0 = await version(s);
    expect((await file.api.post(qpath(s), { type: 'short_text', title: 'New', acknowledgeConsequence: true })).status).toBe(201);
    expect(await version(s)).toBe(v0 + 1);
    expect((await file.api.put(qpath(s, q), { title: 'Changed', acknowledgeConsequence: true })).status).toBe(200);
    expect(await version(s)).toBe(v0 + 2);
    expect((await file.api.delete(qpath(s, q), { query: { acknowledgeConsequence: 'true' } })).status).toBe(204);
    expect(await version(s)).toBe(v0 + 3);
    expect(await titles(s)).toEqual(['New']);
    expect((await file.api.get(`/api/v1/surveys/${s.id}`)).body.status).toBe('live');
  });

  it.each(['TRUE', 'True', '1', 'yes', 'false', ''])(
    'counts only the exact string true as consent on DELETE (%j is refused)',
    async (value) => {
      const { s, q } = await liveSurvey();
      const res = await file.api.delete(qpath(s, q), { query: { acknowledgeConsequence: value } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ in: 'query', name: 'acknowledgeConsequence' });
      expect(await titles(s)).toEqual(['Existing']);
    },
  );

  it('needs no acknowledgement on a survey that is not live, and keeps its version', async () => {
    const s = await survey();
    const q = await add(s, { type: 'short_text', title: 'A' });
    await goLive(s);
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'paused' });
    const v = await version(s);
    expect((await file.api.put(qpath(s, q), { title: 'B' })).status).toBe(200);
    expect((await file.api.post(qpath(s), { type: 'short_text', title: 'C' })).status).toBe(201);
    expect((await file.api.delete(qpath(s, q))).status).toBe(204);
    expect(await version(s)).toBe(v);
  });
});

describe('concurrent changes', () => {
  it('keeps positions gap-free when many questions are added at once', async () => {
    const s = await survey();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => file.api.post(qpath(s), { type: 'short_text', title: `Q${i}`, position: 0 })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await titles(s)).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Q${i}`).sort());
  });
});

// Small rules with many cases: status moves (docs/design/lifecycle.md), plan features (docs/design/plans.md), field names in errors, logic references.
import { assertTransition } from '../../src/surveys/lifecycle';
import { hasFeature, FEATURES, PLANS } from '../../src/auth/plans';
import { fieldName } from '../../src/contract';
import { logicReferences, unknownReferences } from '../../src/questionnaire/logic';

describe('survey status moves (docs/design/lifecycle.md)', () => {
  const allowed = [
    ['draft', 'live'],
    ['live', 'paused'],
    ['paused', 'live'],
    ['live', 'closed'],
    ['paused', 'closed'],
    ['closed', 'live'],
  ];
  const statuses = ['draft', 'live', 'paused', 'closed'] as const;
  for (const from of statuses) {
    for (const to of statuses) {
      const ok = from === to || allowed.some(([f, t]) => f === from && t === to);
      it(`${from} -> ${to} is ${ok ? 'allowed' : 'refused'}`, () => {
        const attempt = () => assertTransition(from, to, 1);
        if (ok) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(/cannot move/);
      });
    }
  }
  it('draft -> live needs an answerable question', () =>
    expect(() => assertTransition('draft', 'live', 0)).toThrow(/at least one question/));
});

describe('plan features (docs/design/plans.md)', () => {
  const table: Record<string, string[]> = {
    free: [],
    starter: ['variantTesting', 'namedCollectors'],
    pro: ['variantTesting', 'namedCollectors', 'emailDistribution', 'calculatedFields', 'instruments', 'rewards', 'quotas'],
    business: [...FEATURES],
    enterprise: [...FEATURES],
  };
  for (const plan of PLANS) {
    it(`${plan} has ${table[plan].length ? table[plan].join(', ') : 'no gated features'}`, () => {
      expect(FEATURES.filter((f) => hasFeature(plan, {}, f))).toEqual(FEATURES.filter((f) => table[plan].includes(f)));
    });
  }
  it('an override switches one feature either way', () => {
    expect(hasFeature('free', { webhooks: true }, 'webhooks')).toBe(true);
    expect(hasFeature('enterprise', { webhooks: false }, 'webhooks')).toBe(false);
    expect(hasFeature('enterprise', { webhooks: false }, 'debriefs')).toBe(true);
  });
});

describe('field names in errors', () => {
  it.each([
    ['', ''],
    ['/title', 'title'],
    ['/config/options/0/label', 'config.options[0].label'],
    ['/config/logic/2/when/all/1', 'config.logic[2].when.all[1]'],
    ['/a~1b', 'a/b'],
  ])('%j -> %j', (pointer, name) => expect(fieldName(pointer)).toBe(name));
});

describe('logic references (docs/design/questions-and-logic.md)', () => {
  const config = {
    logic: [
      { when: { questionId: 'q1', operator: 'answered' }, then: { jumpTo: 'q3' } },
      {
        when: { all: [{ operator: 'skipped' }, { any: [{ questionId: 'q2', operator: 'equals', value: 1 }] }] },
        then: { endSurvey: true },
      },
    ],
  };
  it('finds every named question with where it stands', () => {
    expect(logicReferences(config)).toEqual([
      { questionId: 'q1', field: 'config.logic[0].when.questionId' },
      { questionId: 'q3', field: 'config.logic[0].then.jumpTo' },
      { questionId: 'q2', field: 'config.logic[1].when.all[1].any[0].questionId' },
    ]);
  });
  it('reports only the unknown ones', () => {
    expect(unknownReferences(config, new Set(['q1', 'q2'])).map((e) => e.name)).toEqual(['config.logic[0].then.jumpTo']);
    expect(unknownReferences({}, new Set())).toEqual([]);
  });
});

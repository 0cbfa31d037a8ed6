// A demo debrief run (docs/design/debriefs.md) on the demo survey: its NPS and "makes my work easier" questions with three probes, and
// eight scripted participants, so the findings have something to say (the likert statement reads as comparing with
// nothing in particular, which some participants say). Made by `fieldwork seed` where the plan has debriefs.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { listQuestionRows } from '../questions/repository';
import { openDebrief } from '../debriefs/service';
import { answerParticipant, completeParticipant, startParticipant } from '../debriefs/participate';
import { findDebrief, findDebriefSession } from '../debriefs/repository';

export const DEMO_PROBES = [
  { kind: 'comprehension' as const, text: 'What is this question asking you, in your view?' },
  { kind: 'paraphrase' as const, text: 'Please say the question in your own words.' },
  { kind: 'confidence' as const, text: 'How sure are you of your answer?' },
];

/** [NPS answer, its three probe answers], [likert answer, its three probe answers]. */
type Said = [number, string, string, number];
const PARTICIPANTS: [Said, Said][] = [
  [
    [9, 'Whether I would tell a friend about it.', 'Would I recommend Fieldwork Notes to a friend?', 5],
    [4, 'Easier than what? Not sure what it compares to.', 'Is my work easier?', 2],
  ],
  [
    [7, 'If I would recommend the app.', 'How likely am I to recommend Fieldwork Notes to a friend or colleague?', 4],
    [4, 'Whether the app helps my work.', 'Does Fieldwork Notes make my work easier?', 4],
  ],
  [
    [10, 'Recommending it to others.', 'How likely would I recommend Fieldwork Notes to friends?', 5],
    [3, 'Unclear: easier compared to paper, or to the old version?', 'Is it easier?', 3],
  ],
  [
    [6, 'Telling colleagues about the app.', 'How likely is it I recommend Fieldwork Notes to a colleague?', 4],
    [5, 'If it saves me time.', 'Does the product make my work easier?', 5],
  ],
  [
    [8, 'Whether I would recommend it.', 'Would I recommend Fieldwork Notes to a friend?', 4],
    [4, 'How much it helps.', 'Do I like using it?', 3],
  ],
  [
    [9, 'Would I suggest it to others.', 'How likely am I to recommend Fieldwork Notes to colleagues?', 5],
    [5, 'Whether work is easier with the app.', 'Does Fieldwork Notes make work easier for me?', 4],
  ],
  [
    [5, 'Recommending it.', 'Would I recommend Fieldwork Notes to a friend or a colleague?', 3],
    [2, 'No idea what easier means here.', 'Something about work.', 2],
  ],
  [
    [10, 'If I would tell people to use it.', 'How likely is it that I recommend Fieldwork Notes to a friend?', 5],
    [4, 'If it makes my work simpler.', 'Does the app make my work easier?', 4],
  ],
];

/** Opens the demo run and lets its eight participants take part; answers the run's id. */
export async function seedDemoDebrief(db: Db, survey: SurveyRow): Promise<string> {
  const questions = await listQuestionRows(db.kysely, survey.id);
  const nps = questions.find((q) => q.type === 'nps');
  const easier = questions.find((q) => q.type === 'likert');
  if (!nps || !easier) throw new Error('the demo survey has no NPS or likert question');
  const run = await openDebrief({ db, config: { siteUrl: '' } /* no link read back */ }, survey, {
    questionIds: [nps.id, easier.id],
    probes: DEMO_PROBES,
    participantTarget: 12,
  });
  const debrief = await findDebrief(db.kysely, survey.organization_id, run.id);
  if (!debrief) throw new Error('the demo debrief was not stored');
  for (const [onNps, onEasier] of PARTICIPANTS) {
    const started = await startParticipant(db, debrief);
    const session = await findDebriefSession(db.kysely, debrief.id, started.sessionId);
    if (!session) continue;
    const answers = (
      [
        [nps.id, onNps],
        [easier.id, onEasier],
      ] as const
    ).flatMap(([id, [answer, comprehension, paraphrase, confidence]]) => [
      { stepId: id, value: answer },
      { stepId: `${id}:1`, value: comprehension },
      { stepId: `${id}:2`, value: paraphrase },
      { stepId: `${id}:3`, value: confidence },
    ]);
    await answerParticipant(db, debrief, session, { answers });
    const answered = await findDebriefSession(db.kysely, debrief.id, started.sessionId);
    if (answered) await completeParticipant(db, debrief, answered);
  }
  return debrief.id;
}

// Finding 8 of the security review: `javascript:` and `data:` URLs were accepted as the thank-you screen's
// redirectUrl and the consent question's linkUrl (only the page's CSP stopped them). Every URL a page follows is
// `https:` or `http:` now: refused when saved (400 naming the field), and never rendered if one was stored before.
// Finding 6 of the 2026-11-28 review: an image choice's `imageUrl` took them too, and the hosted page rendered it.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';

const file = useService();
const SCRIPTS = [
  'javascript:alert(document.cookie)',
  'https:javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

it.each(SCRIPTS)('refuses %s wherever a page would follow it', async (url) => {
  const s = (await file.api.post('/api/v1/surveys', { title: 'Links' })).body;
  const questions = `/api/v1/surveys/${s.id}/questions`;
  const thanks = await file.api.post(questions, { type: 'thank_you_screen', title: 'Thanks', config: { redirectUrl: url } });
  expect(thanks.status).toBe(400);
  expect(thanks.body.errors.map((e: { name: string }) => e.name)).toContain('config.redirectUrl');
  const consent = await file.api.post(questions, { type: 'consent', title: 'Terms', config: { statement: 'I agree.', linkUrl: url } });
  expect(consent.status).toBe(400);
  expect(consent.body.errors.map((e: { name: string }) => e.name)).toContain('config.linkUrl');
  const pictures = await file.api.post(questions, {
    type: 'image_choice',
    title: 'Pick one',
    config: {
      options: [
        { id: 'a', label: 'A', imageUrl: url },
        { id: 'b', label: 'B', imageUrl: 'https://example.com/b.png' },
      ],
    },
  });
  expect(pictures.status).toBe(400);
  expect(pictures.body.errors.map((e: { name: string }) => e.name)).toContain('config.options[0].imageUrl');
  const link = await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Panel', settings: { redirectUrl: url } });
  expect(link.status).toBe(400);
  expect((await file.api.get(`/api/v1/surveys/${s.id}/questions`)).body.data).toEqual([]);
});

/** The first page of a one-question survey whose question's config was stored as `config` (as before the contract). */
async function pageWithStored(spec: Parameters<typeof buildSurvey>[1][number], config: object) {
  const s = await buildSurvey(file.api, [spec]);
  await file.svc.running.services.db.kysely
    .updateTable('questions')
    .set({ config: JSON.stringify(config) })
    .where('id', '=', s.q[spec.key])
    .execute();
  const [link] = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  const visitor = new Visitor(file.svc.anonymous, `/s/${link.id}`);
  await visitor.post([['action', 'start']]);
  const page = await visitor.view();
  expect(page.status).toBe(200);
  return page.text;
}

it('never renders a script URL stored before the contract refused it', async () => {
  const page = await pageWithStored(
    { key: 'terms', type: 'consent', title: 'Terms', config: { statement: 'I agree.', linkUrl: 'https://example.com/terms' } },
    { statement: 'I agree.', linkUrl: 'javascript:alert(1)' },
  );
  expect(page).toContain('I agree.');
  expect(page).not.toContain('javascript:');
});

it('never renders a picture from a script URL stored before the contract refused it', async () => {
  const options = (first: string) => [
    { id: 'a', label: 'Apples', imageUrl: first },
    { id: 'b', label: 'Pears', imageUrl: 'https://example.com/b.png' },
  ];
  const page = await pageWithStored(
    { key: 'pick', type: 'image_choice', title: 'Pick one', config: { options: options('https://example.com/a.png') } },
    { options: options('javascript:alert(1)') },
  );
  expect(page).toContain('Apples');
  expect(page).toContain('src="https://example.com/b.png"'); // the other picture still shows
  expect(page).not.toContain('javascript:');
});

// Themes (docs/design/theme.md): a survey's own, else its organisation's, else the service's; contrast under WCAG AA
// refused naming both colours and the ratio; the logo checked against its type and size, served from the page's
// origin as an image only; the hosted page dressed in it, its welcome showing no description written for staff.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { PNG_1PX, SVG_WITH_SCRIPT } from '../helpers/images';
import { BRAND } from '../helpers/themes';
import { DEFAULT_THEME } from '../../src/theme/theme';

const file = useService();
// What a theme reads as when nobody set one: the service's default, documented in the contract's Theme.
const DEFAULT = DEFAULT_THEME;

async function themedOrg() {
  const org = await file.svc.org();
  const s = await buildSurvey(org.api, [{ key: 'q', type: 'single_choice', config: { options: [{ id: 'a', label: 'A' }] } }]);
  const link = (await org.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id as string;
  return { api: org.api, s, link };
}

describe('reading and setting', () => {
  it("falls back from the survey's theme to the organisation's to the service's, and removing the survey's returns to its organisation's", async () => {
    const { api, s } = await themedOrg();
    expect(DEFAULT).toMatchObject({ primaryColor: '#1d4ed8', backgroundColor: '#ffffff', textColor: '#1f2937', fontFamily: 'system' });
    expect((await api.get(`/api/v1/surveys/${s.id}/theme`)).body).toEqual(DEFAULT);
    expect((await api.get('/api/v1/theme')).body).toEqual(DEFAULT);
    const org = await api.put('/api/v1/theme', { fontFamily: 'serif' });
    expect(org.body).toEqual({ ...DEFAULT, fontFamily: 'serif' });
    expect((await api.get(`/api/v1/surveys/${s.id}/theme`)).body).toEqual({ ...DEFAULT, fontFamily: 'serif' });
    const own = await api.put(`/api/v1/surveys/${s.id}/theme`, BRAND);
    expect(own.body).toEqual({ ...BRAND, logo: null });
    const read = await api.get(`/api/v1/surveys/${s.id}/theme`);
    expect(read.body).toEqual({ ...BRAND, logo: null });
    const stale = await api.put(`/api/v1/surveys/${s.id}/theme`, BRAND, { headers: { 'If-Match': '"stale"' } });
    expect(stale.status).toBe(412);
    // What is read can be put back as it is.
    expect((await api.put(`/api/v1/surveys/${s.id}/theme`, read.body, { headers: { 'If-Match': read.headers.get('etag')! } })).status).toBe(
      200,
    );
    expect((await api.delete(`/api/v1/surveys/${s.id}/theme`)).status).toBe(204);
    expect((await api.get(`/api/v1/surveys/${s.id}/theme`)).body).toEqual({ ...DEFAULT, fontFamily: 'serif' });
    expect((await api.delete(`/api/v1/surveys/${s.id}/theme`)).status).toBe(204);
  });

  it('refuses text or links under 4.5:1 against the background, naming both colours and the ratio, and stores nothing', async () => {
    const { api, s } = await themedOrg();
    const res = await api.put(`/api/v1/surveys/${s.id}/theme`, {
      textColor: '#777777',
      primaryColor: '#fde047',
      backgroundColor: '#ffffff',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        in: 'body',
        name: 'textColor',
        message: '#777777 on backgroundColor #ffffff has a contrast of 4.48:1; WCAG AA asks at least 4.5:1 for text',
      },
      {
        in: 'body',
        name: 'primaryColor',
        message: '#fde047 on backgroundColor #ffffff has a contrast of 1.32:1; WCAG AA asks at least 4.5:1 for text',
      },
    ]);
    // A dark theme passes: light text on a dark background.
    expect(
      (await api.put(`/api/v1/surveys/${s.id}/theme`, { textColor: '#f9fafb', primaryColor: '#93c5fd', backgroundColor: '#111827' }))
        .status,
    ).toBe(200);
    expect((await api.put(`/api/v1/surveys/${s.id}/theme`, { primaryColor: 'green' })).body.errors[0]).toEqual({
      in: 'body',
      name: 'primaryColor',
      message: 'must be a colour written #RRGGBB',
    });
  });

  it('checks the logo: its bytes must be of its type, at most 200 KB, base64', async () => {
    const { api, s } = await themedOrg();
    const put = (logo: object) => api.put(`/api/v1/surveys/${s.id}/theme`, { logo: { alt: 'Acme', ...logo } });
    const bad = async (logo: object) =>
      (await put(logo)).body.errors.map((e: { name: string; message: string }) => `${e.name}: ${e.message}`);
    expect(await bad({ contentType: 'image/webp', data: PNG_1PX })).toEqual(['logo.data: is not a WEBP image']);
    expect(await bad({ contentType: 'image/svg+xml', data: PNG_1PX })).toEqual(['logo.data: is not an SVG image']);
    expect(await bad({ contentType: 'image/png', data: 'not base64!' })).toEqual(['logo.data: must be base64']);
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(201 * 1024)]).toString('base64');
    expect(await bad({ contentType: 'image/png', data: big })).toEqual(['logo.data: must be at most 200 KB once decoded (it is 202 KB)']);
    const ok = await put({ contentType: 'image/png', data: PNG_1PX });
    expect(ok.body.logo).toEqual({ contentType: 'image/png', data: PNG_1PX, alt: 'Acme' });
  });
});

describe('the hosted page', () => {
  it('links no theme when none is set, and shows no description written for staff', async () => {
    const org = await file.svc.org();
    const survey = (await org.api.post('/api/v1/surveys', { title: 'Plain', description: 'INTERNAL: panel B, do not share' })).body;
    await org.api.post(`/api/v1/surveys/${survey.id}/questions`, { type: 'short_text', title: 'Q' });
    await org.api.put(`/api/v1/surveys/${survey.id}`, { status: 'live' });
    const link = (await org.api.get(`/api/v1/surveys/${survey.id}/collectors`)).body.data[0].id;
    const page = await file.svc.anonymous.get(`/s/${link}`);
    expect(page.text).toContain('<h1>Plain</h1>');
    expect(page.text).not.toContain('INTERNAL');
    expect(page.text).not.toContain('/theme/');
  });

  it('links the theme stylesheet and shows the logo, both from its own origin; the logo is an image only', async () => {
    const { api, s, link } = await themedOrg();
    await api.put(`/api/v1/surveys/${s.id}/theme`, {
      ...BRAND,
      logo: { contentType: 'image/svg+xml', data: SVG_WITH_SCRIPT, alt: 'Acme & Co' },
    });
    const page = await file.svc.anonymous.get(`/s/${link}`);
    const href = /<link rel="stylesheet" href="(\/s\/[^"]+\/theme\/style\.css\?v=[^"]+)">/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    expect(page.text).toMatch(new RegExp(`<img class="logo" src="/s/${link}/theme/logo\\?v=[^"]+" alt="Acme &amp; Co">`));
    const css = await file.svc.anonymous.get(href!.replace(/&amp;/g, '&'));
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.text).toContain('html{font-family:ui-rounded');
    expect(css.text).toContain('color:#1c1917;background:#fefce8');
    expect(css.text).toContain('button{border-color:#166534;background:#166534;color:#ffffff;border-radius:16px}');
    expect(css.text).toContain('.progress,.progress-label{display:none}');
    const logo = await file.svc.anonymous.get(`/s/${link}/theme/logo`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff'); // never sniffed as anything but an image
    expect(logo.text).toContain('<svg');
    await api.delete(`/api/v1/surveys/${s.id}/theme`);
    expect((await file.svc.anonymous.get(`/s/${link}/theme/logo`)).status).toBe(404);
    expect((await file.svc.anonymous.get('/s/0192f3c4-0000-7000-8000-000000000000/theme/style.css')).status).toBe(404);
    // A malformed link id is a 400 naming it (declared in the contract), on the stylesheet and the logo alike
    for (const file_ of ['style.css', 'logo']) {
      const bad = await file.svc.anonymous.get(`/s/not-a-link/theme/${file_}`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].name).toBe('collectorId');
    }
  });

  it("a survey's own theme wins over its organisation's, which dresses every survey without one", async () => {
    const { api, s, link } = await themedOrg();
    await api.put('/api/v1/theme', { primaryColor: '#7c2d12' });
    const orgCss = (await file.svc.anonymous.get(`/s/${link}/theme/style.css`)).text;
    expect(orgCss).toContain('a{color:#7c2d12}');
    await api.put(`/api/v1/surveys/${s.id}/theme`, { primaryColor: '#166534' });
    expect((await file.svc.anonymous.get(`/s/${link}/theme/style.css`)).text).toContain('a{color:#166534}');
  });
});

// GET /surveys/{id}/report: the requested sections (in the canonical order, each once) rendered to PDF, with
// the file name and the list of sections the file holds.
import type { Db } from '../database';
import type { Config } from '../config';
import type { PdfRenderer } from './renderer';
import type { SurveyRow } from '../db/schema';
import { getSnapshot } from '../analytics/service';
import { attachmentDisposition } from '../exports/export';
import { reportHtml, SECTION_TITLES, SECTIONS, type Section } from './document';
import { withInfo } from './metadata';
import { footerTemplate, headerTemplate } from './style';
import { findOrganization } from '../auth/organizations';
import { trialWordings } from './wordings';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; config: Pick<Config, 'abandonAfterMinutes'>; renderer: Pick<PdfRenderer, 'render'> };

export interface Report {
  pdf: Buffer;
  disposition: string;
  sections: Section[];
}

export async function buildReport(services: Uses, survey: SurveyRow, requested: readonly Section[] | undefined): Promise<Report> {
  const wanted = new Set(requested?.length ? requested : SECTIONS);
  const sections = SECTIONS.filter((s) => wanted.has(s));
  const snapshot = await getSnapshot(services.db, survey.id, services.config.abandonAfterMinutes);
  const now = new Date();
  const generatedAt = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const [organization, wordings] = await Promise.all([
    findOrganization(services.db, survey.organization_id),
    trialWordings(services.db, survey.id, snapshot),
  ]);
  const source = { survey, organization: organization?.name ?? '', generatedAt, wordings };
  const pdf = await services.renderer.render(
    {
      html: reportHtml(source, snapshot, sections),
      headerTemplate: headerTemplate(survey.title, generatedAt).text,
      footerTemplate: footerTemplate().text,
    },
    survey.organization_id,
  );
  const described = await withInfo(pdf, {
    title: survey.title,
    author: source.organization,
    subject: `Survey report: ${sections.map((x) => SECTION_TITLES[x]).join(', ')}`,
    createdAt: now,
  });
  return { pdf: described, sections, disposition: attachmentDisposition(survey.title, 'pdf', now, 'report') };
}

// The PDF's document information as a reader's PDF viewer shows it: the survey as its title, the organisation as its
// author, Fieldwork as its creator (Chromium would otherwise name itself by its user agent). pdf-lib rewrites only
// the information dictionary's entries; the pages, their text and the tagged structure are kept as Chromium wrote them.
import { PDFDocument } from 'pdf-lib';

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
}

export const PDF_CREATOR = 'Fieldwork survey report';

export async function withInfo(pdf: Buffer, info: PdfInfo): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(PDF_CREATOR);
  doc.setProducer(PDF_CREATOR);
  doc.setCreationDate(info.createdAt);
  doc.setModificationDate(info.createdAt);
  doc.setLanguage('en');
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

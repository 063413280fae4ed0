import type { CompanyDetails } from './company.js';
import { A4_SIZE, INK, MUTED, caption, printable, renderPdf, rule } from './pdf.js';
import type { PostalParty } from './postal-address.js';

/** What a proof of delivery shows. */
export interface ProofDocument {
  company: CompanyDetails;
  trackingCode: string;
  recipient: PostalParty;
  /** As written for people: "29 November 2026, 14:05 (UTC)". */
  deliveredAt: string;
  receivedBy: string;
  courier: string;
  /** "6.524379, 3.379206 (± 12 m)", or null when the phone gave no position. */
  position: string | null;
  handoverCodeChecked: boolean;
  /** JPEG or PNG bytes (re-encoded uploads), or null. */
  photo: Buffer | null;
  signature: Buffer | null;
}

const MARGIN = 48;

/**
 * A proof of delivery on one A4 page: the company, the parcel's code, who it went to and where,
 * when and by which courier it was handed over, to whom, the phone's position, whether the
 * recipient's handover code was checked, the photo and the signature.
 */
export function renderProofPdf(proof: ProofDocument): Promise<Buffer> {
  return renderPdf(
    {
      size: A4_SIZE,
      margin: MARGIN,
      info: { Title: `Proof of delivery ${proof.trackingCode}`, Author: proof.company.name },
    },
    (doc) => {
      const width = doc.page.width - 2 * MARGIN;
      doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
      doc.text(printable(proof.company.name), MARGIN, MARGIN, { width });
      doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
      doc.text('Proof of delivery', MARGIN, MARGIN + 28, { width });
      doc.font('Helvetica').fontSize(12).fillColor(MUTED);
      doc.text(printable(proof.trackingCode), MARGIN, MARGIN + 54, { width });
      rule(doc, MARGIN, MARGIN + width, MARGIN + 76);

      let y = MARGIN + 90;
      const field = (label: string, text: string) => {
        caption(doc, label, MARGIN, y, width);
        doc.font('Helvetica').fontSize(11).fillColor(INK);
        doc.text(printable(text), MARGIN, y + 11, { width });
        y = doc.y + 10;
      };
      field('Delivered', proof.deliveredAt);
      field('Received by', proof.receivedBy);
      field('Courier', proof.courier);
      field(
        'Delivered to',
        [proof.recipient.name, ...proof.recipient.lines.slice(1)].filter(Boolean).join('\n'),
      );
      field('Position of the phone', proof.position ?? 'Not given');
      field('Handover code', proof.handoverCodeChecked ? 'Checked' : 'Not asked');

      const pictureTop = y + 6;
      const half = (width - 16) / 2;
      picture(doc, 'Photo', proof.photo, MARGIN, pictureTop, half);
      picture(doc, 'Signature', proof.signature, MARGIN + half + 16, pictureTop, half);
    },
  );
}

function picture(
  doc: PDFKit.PDFDocument,
  label: string,
  bytes: Buffer | null,
  x: number,
  y: number,
  width: number,
): void {
  caption(doc, label, x, y, width);
  if (!bytes) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text('None', x, y + 12, { width });
    return;
  }
  doc.image(bytes, x, y + 12, { fit: [width, 260] });
}

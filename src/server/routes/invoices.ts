import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { orderDocumentPdf } from '../services/invoices/invoice-access';
import { gstReportCsv } from '../services/invoices/gst-report';
import { sessionHandler, type Handlers } from './handler';
import { sendDownload } from './download';

/** An invoice or credit note as a download (it names the shopper and their address). */
const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: `${string}.pdf` }) => sendDownload(reply, fileName, pdf);

/**
 * Tax invoices and credit notes: the shopper's own (the session decides whose order it is,
 * someone else's is not found), and any order's for staff (the contract's `staff` scheme has
 * checked the caller), with the staff GST report.
 */
export function invoiceHandlers({ db }: { db: Db }) {
  return {
    downloadInvoice: sessionHandler(async (request, reply) => sendPdf(reply, await orderDocumentPdf(db, request.params.orderId, 'invoice', request.user.id))),
    downloadCreditNote: sessionHandler(async (request, reply) => sendPdf(reply, await orderDocumentPdf(db, request.params.orderId, 'credit-note', request.user.id))),
    async staffDownloadInvoice(request, reply) {
      return sendPdf(reply, await orderDocumentPdf(db, request.params.orderId, 'invoice'));
    },
    async staffDownloadCreditNote(request, reply) {
      return sendPdf(reply, await orderDocumentPdf(db, request.params.orderId, 'credit-note'));
    },
    async staffGstReport(request, reply) {
      const { from, to } = request.query;
      return sendDownload(reply, `gst-report-${from}-to-${to}.csv`, await gstReportCsv(db, from, to));
    },
  } satisfies Partial<Handlers>;
}

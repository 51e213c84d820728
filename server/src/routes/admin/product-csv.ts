import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_CSV_MAX_BYTES } from '@/lib/constants/product-csv';
import { errorResponseSchema } from '@/lib/schemas/common';
import { productImportQuerySchema } from '@/lib/schemas/product-csv';
import { appliedImportSchema } from '@/lib/schemas/catalog-imports';
import { ApiError } from '@server/errors';
import { exportCatalogCsv, exportFileName } from '@server/services/catalog/product-csv-export';
import { importChoicesOf, previewCatalogImport } from '@server/services/catalog/product-csv-import';
import type { ImportChoices } from '@/lib/schemas/product-csv';
import { applyCatalogFile } from '@server/services/catalog/catalog-import-jobs';
import { startImport } from '@server/jobs/catalog-imports';
import catalogImportRoutes from './catalog-imports';
import { auditActorOf } from '@server/services/audit/actor';
import { withAudit } from '@server/services/audit/audited';
import { named } from '@server/routes/named';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const fileRequired = 'Choose a CSV file to import (multipart field "file")';

/** The catalog as CSV, out and in; registered inside the admin products plugin (admins only). */
const productCsv: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // A field as large as the owner's category choices may be (up to 1,000 of them, JSON).
    limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 256 * 1024 },
  });

  await app.register(named(catalogImportRoutes));

  app.get(
    '/products/export',
    {
      schema: {
        ...admin,
        summary:
          'The whole catalog, archived included, as CSV (Shopify’s column names where they fit, plus ID), streamed',
        produces: ['text/csv'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportCatalogCsv(app, request.tenant);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(request.tenant)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/products/import',
    {
      schema: {
        ...admin,
        summary:
          'Import a catalog CSV (multipart "file", 10 MB): rows match by ID, else SKU, else are new. dryRun=true (default) only reports; dryRun=false checks every row (any wrong row: 400, nothing applied), then applies them as a job: 200 with each row once applied within a few seconds, else 202 with the plan and the job (GET /products/imports/{id}); images named by address are fetched after',
        consumes: ['multipart/form-data'],
        querystring: productImportQuerySchema,
        response: {
          200: appliedImportSchema,
          202: appliedImportSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      let fileName = '';
      let choices: ImportChoices = { mappings: [] };
      try {
        const part = await request.file();
        if (!part)
          throw new ApiError({ status: 400, code: 'FILE_REQUIRED', message: fileRequired, field: 'file' });
        bytes = await part.toBuffer();
        fileName = part.filename ?? '';
        // The owner's category choices on the preview come before the file (JSON in `choices`).
        choices = importChoicesOf(part.fields.choices);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ApiError({
            status: 413,
            code: 'FILE_TOO_LARGE',
            message: 'The file is larger than 10 MB',
            field: 'file',
          });
        throw new ApiError({ status: 400, code: 'FILE_REQUIRED', message: fileRequired, field: 'file' });
      }
      if (request.query.dryRun !== 'false') return previewCatalogImport(app, request.tenant, bytes);
      const actor = await auditActorOf(app, request);
      // One line for the whole import, with its counts and its job.
      const answer = await withAudit(
        app,
        request,
        {
          action: 'product.import',
          subjectType: 'product',
          subjectId: (applied) => applied.import?.id,
          summary: `CSV import ${fileName}`.trim(),
          after: () => ({}),
          facts: (applied) => ({ ...applied.summary, applied: applied.applied }),
        },
        () =>
          applyCatalogFile(
            app,
            request.tenant,
            { bytes, name: fileName, createdBy: actor.email ? actor.id : null, choices },
            (id) => startImport(app, id),
          ),
      );
      return reply.code(answer.applied ? 200 : 202).send(answer);
    },
  );
};

export default productCsv;

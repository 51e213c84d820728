/**
 * Builds the api: external plugins first, then our plugins, then one route plugin per resource.
 * The caller opens the database and passes it in, so tests and the server share this exactly.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pino from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createStorage, type Storage } from './adapters/storage';
import { loggerOptions } from './logger';
import { createErrorReporter, type ApiErrorReporter } from './error-reporting';
import { API_BODY_LIMIT_BYTES } from '@/lib/constants/api';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import db from './plugins/db';
import tenant from './plugins/tenant';
import storeStatus from './plugins/store-status';
import apiKey from './plugins/api-key';
import auth from './plugins/auth';
import realtime from './plugins/realtime';
import rateLimits from './plugins/rate-limits';
import adapters from './plugins/adapters';
import paymentsPlugin from './plugins/payments';
import notionPlugin from './plugins/notion';
import { createRevalidator } from './services/platform/revalidate';
import { OPERATOR_TOKEN_HEADER } from './services/platform/operator';
import { resolveApiSecrets } from './secrets';
import products from './routes/products';
import productSearch from './routes/products/search';
import images from './routes/images';
import audience from './routes/audience';
import health from './routes/health';
import authRoutes from './routes/auth';
import adminProducts from './routes/admin/products';
import adminCategories from './routes/admin/categories';
import adminRedirects from './routes/admin/redirects';
import redirects from './routes/redirects';
import adminDiscounts from './routes/admin/discounts';
import discountCheck from './routes/checkout/discounts';
import adminGiftCards from './routes/admin/gift-cards';
import giftCardRoutes from './routes/checkout/gift-cards';
import categories from './routes/categories';
import adminCustomers from './routes/admin/customers';
import adminCustomerPrivacy from './routes/admin/customer-privacy';
import adminOrderDesk from './routes/admin/order-desk';
import adminOrderShipBy from './routes/admin/order-ship-by';
import adminWorkbench from './routes/admin/workbench';
import adminOrders from './routes/admin/orders';
import orderPaymentRequests from './routes/admin/order-payment-requests';
import manualOrders from './routes/admin/manual-orders';
import adminOrderRefunds from './routes/admin/order-refunds';
import adminOrderDocuments from './routes/admin/order-documents';
import adminDashboard from './routes/admin/dashboard';
import adminDomains from './routes/admin/domains';
import adminPayments from './routes/admin/payments';
import adminTaxSettings from './routes/admin/tax-settings';
import adminNoticeSettings from './routes/admin/notice-settings';
import adminNewsletter from './routes/admin/newsletter';
import adminBasketReminders from './routes/admin/basket-reminders';
import adminPolicies from './routes/admin/policies';
import adminReturns from './routes/admin/returns';
import adminReviews from './routes/admin/reviews';
import publicPolicies from './routes/policies';
import adminReports from './routes/admin/reports';
import adminAudit from './routes/admin/audit';
import adminEvents from './routes/events/admin';
import publicEvents from './routes/events';
import tenants from './routes/tenants';
import stores from './routes/stores';
import storeOpening from './routes/stores/opening';
import platform from './routes/platform';
import { adminStaffRoutes, staffInvitationRoutes } from './routes/staff';
import templates from './routes/templates';
import publicTemplates from './routes/templates/public';
import profiles from './routes/profiles';
import profilePrivacy from './routes/profile';
import favouriteRoutes from './routes/favourites';
import customers from './routes/customers';
import orders from './routes/orders';
import backorderPayment from './routes/orders/backorder-payment';
import cancelDelayed from './routes/orders/cancel-delayed';
import orderDocuments from './routes/orders/documents';
import orderReturns from './routes/orders/returns';
import orderReviews from './routes/orders/reviews';
import productReviews from './routes/products/reviews';
import checkout from './routes/checkout';
import backorders from './routes/checkout/backorders';
import webhooks from './routes/webhooks';
import basketReminderLinks from './routes/basket-reminders';
import backupRoutes from './routes/backups';
import apiKeyRoutes from './routes/api-keys';
import storeOrderRoutes from './routes/api-keys/store-orders';
import analyticsRoutes from './routes/analytics';
import notionRoutes from './routes/notion';
import { named } from './routes/named';

export type BuildOptions = { config: Config; database: DatabaseHandle; storage?: Storage };

/** The Fastify instance with our logging, limits and error shapes, zod-typed. */
function createFastify(config: Config, reporter: ApiErrorReporter | undefined) {
  return Fastify({
    logger: loggerOptions(config.LOG_LEVEL, reporter),
    // A line per request is debug detail; errors and slow paths are logged where they happen.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    // A child logger a request (with its redaction rules) is real work on a hot path; below info
    // there is nothing per request to say, and errors carry the request id themselves.
    childLoggerFactory: (logger, bindings, options) =>
      (logger as Partial<pino.Logger>).isLevelEnabled?.('info') === false
        ? logger
        : logger.child(bindings, options),
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Only the configured hops (the web, by default on loopback) may say who the client is.
    trustProxy: config.TRUSTED_PROXIES,
    requestIdHeader: 'x-request-id',
    // Errors Fastify and Node answer before our error handler: the same { error, code } shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
}

/** The OpenAPI description and its browsable page at /api/docs. */
async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sitka API',
        version: '1.0.0',
        description: 'The store api: catalog, accounts, orders and the back-office.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant-Id' },
          // Operator routes (creating stores): a credential of the platform, not of any store.
          operatorToken: { type: 'apiKey', in: 'header', name: OPERATOR_TOKEN_HEADER },
          // Server-to-server reads with one store's own API key.
          storeApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      security: [{ tenant: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}

/** One route plugin per resource, under its prefix. */
async function registerRoutes(app: FastifyInstance, operatorToken: string | undefined) {
  await app.register(named(health), { prefix: '/api', operatorToken });
  await app.register(named(tenants), { prefix: '/api/tenants', operatorToken });
  await app.register(named(stores), { prefix: '/api/stores' });
  await app.register(named(storeOpening), { prefix: '/api/store-opening' });
  await app.register(named(platform), { prefix: '/api/platform' });
  await app.register(named(templates), { prefix: '/api/templates' });
  await app.register(named(publicTemplates), { prefix: '/api/page-templates' });
  await app.register(named(productSearch), { prefix: '/api/products' });
  await app.register(named(products), { prefix: '/api/products' });
  await app.register(named(categories), { prefix: '/api/categories' });
  await app.register(named(redirects), { prefix: '/api/redirects' });
  await app.register(named(images), { prefix: '/api/images' });
  await app.register(named(audience), { prefix: '/api' });
  await app.register(named(authRoutes), { prefix: '/api/auth' });
  await app.register(named(adminProducts), { prefix: '/api/admin' });
  await app.register(named(adminCategories), { prefix: '/api/admin' });
  await app.register(named(adminRedirects), { prefix: '/api/admin' });
  await app.register(named(adminDiscounts), { prefix: '/api/admin' });
  await app.register(named(adminGiftCards), { prefix: '/api/admin' });
  await app.register(named(adminCustomerPrivacy), { prefix: '/api/admin' });
  await app.register(named(adminCustomers), { prefix: '/api/admin' });
  await app.register(named(adminOrders), { prefix: '/api/admin' });
  await app.register(named(orderPaymentRequests), { prefix: '/api/admin' });
  await app.register(named(manualOrders), { prefix: '/api/admin' });
  await app.register(named(adminOrderDesk), { prefix: '/api/admin' });
  await app.register(named(adminOrderShipBy), { prefix: '/api/admin' });
  await app.register(named(adminWorkbench), { prefix: '/api/admin' });
  await app.register(named(adminOrderRefunds), { prefix: '/api/admin' });
  await app.register(named(adminOrderDocuments), { prefix: '/api/admin' });
  await app.register(named(adminDashboard), { prefix: '/api/admin' });
  await app.register(named(adminDomains), { prefix: '/api/admin' });
  await app.register(named(adminPayments), { prefix: '/api/admin' });
  await app.register(named(adminTaxSettings), { prefix: '/api/admin' });
  await app.register(named(adminNoticeSettings), { prefix: '/api/admin' });
  await app.register(named(adminNewsletter), { prefix: '/api/admin' });
  await app.register(named(adminBasketReminders), { prefix: '/api/admin' });
  await app.register(named(adminPolicies), { prefix: '/api/admin' });
  await app.register(named(adminReturns), { prefix: '/api/admin' });
  await app.register(named(adminReviews), { prefix: '/api/admin' });
  await app.register(named(adminReports), { prefix: '/api/admin' });
  await app.register(named(adminAudit), { prefix: '/api/admin' });
  await app.register(named(adminEvents), { prefix: '/api/admin' });
  await app.register(named(adminStaffRoutes), { prefix: '/api/admin' });
  await app.register(named(staffInvitationRoutes), { prefix: '/api/staff' });
  await app.register(named(publicEvents), { prefix: '/api/events' });
  await app.register(named(publicPolicies), { prefix: '/api/store' });
  await app.register(named(profiles), { prefix: '/api/user-profile' });
  await app.register(named(profilePrivacy), { prefix: '/api/profile' });
  await app.register(named(favouriteRoutes), { prefix: '/api/favourites' });
  await app.register(named(customers), { prefix: '/api/customers' });
  await app.register(named(orders), { prefix: '/api/orders' });
  await app.register(named(backorderPayment), { prefix: '/api/orders' });
  await app.register(named(cancelDelayed), { prefix: '/api/orders' });
  await app.register(named(orderDocuments), { prefix: '/api/orders' });
  await app.register(named(orderReturns), { prefix: '/api/orders' });
  await app.register(named(orderReviews), { prefix: '/api/orders' });
  await app.register(named(productReviews), { prefix: '/api/products' });
  await app.register(named(checkout), { prefix: '/api' });
  await app.register(named(discountCheck), { prefix: '/api' });
  await app.register(named(basketReminderLinks), { prefix: '/api/basket-reminders' });
  await app.register(named(giftCardRoutes), { prefix: '/api' });
  await app.register(named(backorders), { prefix: '/api' });
  await app.register(named(webhooks), { prefix: '/api/webhooks' });
  await app.register(named(backupRoutes), { prefix: '/api/backups' });
  await app.register(named(apiKeyRoutes), { prefix: '/api/api-keys' });
  await app.register(named(storeOrderRoutes), { prefix: '/api/orders' });
  await app.register(named(analyticsRoutes), { prefix: '/api/analytics' });
  await app.register(named(notionRoutes), { prefix: '/api' });
}

export async function buildApp({ config, database, storage }: BuildOptions): Promise<FastifyInstance> {
  // With SENTRY_DSN, error and fatal log lines are reported too (see logger.ts).
  const reporter = await createErrorReporter(config.SENTRY_DSN, config.NODE_ENV);
  const app = createFastify(config, reporter);

  // Every answer, errors and unknown routes included, is taken at its declared type, never sniffed.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  if (reporter) app.addHook('onClose', async () => void (await reporter.close()));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('storage', storage ?? (await createStorage(config)));
  if (config.s3Missing.length)
    app.log.warn(
      `Files stay in ${config.storageDir}: S3 storage also needs ${config.s3Missing.join(', ')} (production refuses to start without them)`,
    );

  const origins = config.WEB_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins, credentials: true });
  await registerDocs(app);

  await app.register(errors);
  await app.register(db, { handle: database });
  await app.register(tenant);
  await app.register(storeStatus);
  await app.register(apiKey);
  const secrets = resolveApiSecrets(config, app.log);
  await app.register(auth, { secret: secrets.jwtSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  await app.register(rateLimits, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    overrides: config.RATE_LIMITS,
  });
  await app.register(adapters, { fieldKey: secrets.fieldKey });
  await app.register(paymentsPlugin);
  await app.register(notionPlugin);
  const revalidator = createRevalidator(config, app.log);
  app.addHook('onClose', async () => revalidator?.close());
  app.decorate('revalidateTags', (tags: string[]) => revalidator?.revalidate(tags));
  await app.register(realtime, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    origins,
    revalidate: revalidator?.revalidate,
  });

  await registerRoutes(app, secrets.operatorToken);

  return app;
}

import { lazyModule } from './lazy-module';

module.exports = lazyModule('@sentry/node');

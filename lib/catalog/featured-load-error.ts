import { STOREFRONT_MESSAGES as MESSAGES } from '../messages/storefront';

/** The featured products could not be read, retries and backup included (spec §8's message). */
export class FeaturedLoadError extends Error {
  constructor(attempts: number, cause: unknown) {
    super(MESSAGES.featuredFailed(attempts, cause instanceof Error ? cause.message : String(cause)), {
      cause,
    });
    this.name = 'FeaturedLoadError';
  }
}

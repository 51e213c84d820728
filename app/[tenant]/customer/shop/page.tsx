// The shop itself, for a signed-in customer; the canonical address stays the public one.
export { default, metadata } from '../../(store)/shop/page';

export const dynamic = 'force-dynamic';

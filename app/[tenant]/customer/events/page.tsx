// Events and markets, for a signed-in customer; the canonical address stays the public one.
export { default, metadata } from '../../(store)/events/page';

// The product page itself, for a signed-in customer; the canonical address stays the public one.
export { default, generateMetadata } from '../../../(store)/product/[id]/page';

// The same basket page for a signed-in customer; the basket follows the session.
export { default, metadata } from '../../(store)/cart/page';

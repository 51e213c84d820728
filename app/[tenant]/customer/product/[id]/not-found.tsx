export { default } from '../../../(store)/product/[id]/not-found';

export { tokens, tokenNames, token, tokenProperty, tokensCss } from './tokens';

export { tokens, tokenNames, token, tokenProperty, tokensCss, type TokenName } from './tokens';

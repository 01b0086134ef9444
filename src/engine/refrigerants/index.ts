// The refrigerant engine with every fluid's data registered: the entry for Node (server, tests, scripts).
// Browsers import ./core and load one refrigerant's data on demand with ./load.
import './fluid-library';
import './mixture';

export { equationOfState, limits, refrigerants, saturation, state } from './core';

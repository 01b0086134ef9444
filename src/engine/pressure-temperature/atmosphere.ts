/** Standard atmosphere: gauge pressure is absolute minus this (Pa). */
export const atmosphere = 101325;

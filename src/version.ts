/**
 * Umpire's version, as package.json gives it (a test keeps the two equal). A constant here
 * rather than an import of package.json, which would put the whole manifest into the
 * Workers bundle.
 */
export const UMPIRE_VERSION = '0.1.0';

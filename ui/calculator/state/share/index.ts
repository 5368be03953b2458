/** Sharing a comparison: a short, versioned URL fragment that holds it, and the nearest valid comparison it restores. */
export * from './share-link.ts';

// Public surface of the catalogue: schemas and types, the cross-file checks, the in-memory model and the search.
export * from './schema/common';
export * from './schema/size-tech';
export * from './schema/rating-table';
export { checkRatingGrid, type GridData, type GridProblem, type GridProblemCode } from './rating-table-check';
export * from './schema/entities';
export * from './schema/files';
export { checkCatalogue, type CatalogueIssue } from './check';
export { Catalogue, createCatalogue, meetsApprovals, type ProductFilter, type RecommendationQuery } from './model';
export * from './search';
export { catalogueFileText, catalogueFiles } from './format';
export { accessoryQuantity, billOfMaterials, bodyOf, coilRatings, mergeBills, type BomLine, type BomRole } from './bom';

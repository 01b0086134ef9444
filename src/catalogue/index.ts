// Public surface of the catalogue: schemas and types, the cross-file checks, the in-memory model and the search.
export * from './schema/common';
export { textIn } from './text';
export * from './schema/size-tech';
export * from './schema/rating-table';
export { checkRatingGrid, type GridData } from './rating-table-check';
export * from './schema/entities';
export * from './schema/files';
export { checkCatalogue } from './check';
export { Catalogue, createCatalogue, meetsApprovals, type ProductFilter } from './model';
export * from './search';
export { catalogueFiles } from './format';
export { billOfMaterials, isChoiceOf, mergeBills, type Bill, type BomChoice, type BomLine, type Mains } from './bom';

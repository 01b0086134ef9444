export { currentSelection, saveSelection, selectionList } from './saved-list';

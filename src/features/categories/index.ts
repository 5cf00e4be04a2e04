export { useCategoryFollow, type CategoryFollowState } from "./use-category-follow";

export { useCategoryFollow, type CategoryFollowState } from "./use-category-follow";
export { CategoryChip, CategoryColorDot, type CategoryChipProps } from "./CategoryChip";
export { categoryColor } from "./category-color";
export { CategoryFollowButton, type CategoryFollowButtonProps } from "./CategoryFollowButton";

/**
 * The `sizes` of a guide's images: the width each is shown at, so a phone picks the rendition it
 * needs (480 of 480/960/1600 for a step on a 412 px, 1.75× phone rather than the largest: Lighthouse
 * counted 280 KiB too much on a guide with four step images when every image said "100vw").
 * Phone widths follow styles.css: the container's 1 rem each side; a section's 1.25 rem padding
 * each side and its 5 px + 1 px borders; a step's 2.75 rem number column.
 */
export const HEADER_IMAGE_SIZES = '(min-width: 1024px) 760px, calc(100vw - 2rem)';
export const SECTION_IMAGE_SIZES = '(min-width: 1024px) 760px, calc(100vw - 4.5rem - 6px)';
export const STEP_IMAGE_SIZES = '(min-width: 1024px) 700px, calc(100vw - 7.25rem - 6px)';

/** Mini-program: the scroll view brings the chosen tab into view itself, scrolling only sideways. */
export function useChosenTabInView(stripId: string, index: number): { scrollIntoView?: string } {
  return { scrollIntoView: `${stripId}-${index}` }
}

import { Rate } from '@nutui/nutui-react-taro'
import './rating-stars.scss'

export interface RatingStarsProps {
  value: number
  /** how many stars; 5 unless told */
  count?: number
  readOnly?: boolean
  onChange?: (value: number) => void
}

/**
 * The one rating (a course's evaluation, an assessment's and a questionnaire's questions): NutUI's
 * Rate with stars large enough to see and tap, in the colour of the call to act. Its styles come with
 * it, not with the app's first screen, which has no rating.
 */
export function RatingStars({ value, count = 5, readOnly, onChange }: RatingStarsProps) {
  return <Rate value={value} count={count} readOnly={readOnly} onChange={onChange} />
}

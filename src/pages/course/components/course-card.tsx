import { Image, Text, View } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import type { StudentCourse } from '../model/course-api'
import { PRODUCT_TYPE_NAMES, type ProductType } from '@types-api/api/product'
import type { ReactNode } from 'react'
import { courseCover, progressText } from '../model/course-rules'

/** One student course: cover (first of full_pic), name, lessons used / total. */
export function CourseCard({ course, onClick, extra }: { course: StudentCourse; onClick: () => void; extra?: ReactNode }) {
  return (
    <View className='course-card' data-testid='course-card' data-id={course.product_id} onClick={onClick}>
      <Image {...imageAlt('')} className='course-card__cover' src={sizedPicture(courseCover(course), 180, 135, screenFacts())} mode='aspectFill' />
      <View className='course-card__body'>
        <Text className='course-card__name'>{course.name}</Text>
        <Text className='course-card__meta'>
          <Text className='course-card__type'>{PRODUCT_TYPE_NAMES[course.productType as ProductType] ?? '课程'}</Text>
          {course.campusName ? ` · ${course.campusName}` : ''}
        </Text>
        <Text className='course-card__progress'>{progressText(course)}</Text>
      </View>
      {extra}
    </View>
  )
}

import { page } from '@/components/page-boundary/page-boundary'
import { packagePath } from '@/config/moved-pages'
import { ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { ContentIntro } from '@/components/product-list-view/content-intro'
import { ProductListView } from '@/components/product-list-view/product-list-view'
import { routes } from '@/config/routes'
import { TEACHING_METHODS } from './model/course-list-store'
import { useArea } from '@/stores/store-context'
import { homeExtrasArea } from './model/home-extras-area'
import './course.scss'

const chip = (active: boolean) => `course-filter__chip${active ? ' course-filter__chip--active' : ''}`

/** Comprehensive courses: every course, filtered by category and teaching method. */
function CoursePage() {
  const content = useArea(homeExtrasArea)
  const courses = content.courses

  // on open and on pull-down: the category chips (once) and page 1, the rows staying until it arrives
  usePageLoad(() => courses.open(), [courses])
  useReachBottom(() => void courses.list.loadMore())
  useShareAppMessage(() => ({ title: '综合课程：语言、感统、认知、社交，线上线下任你选', path: packagePath(routes.homeCourse()) }))

  const filters = (
    <View className='course-filter'>
      <View className='course-filter__methods'>
        {TEACHING_METHODS.map((m) => (
          <Text key={m.title} className={chip(courses.teachingMethod === m.value)} onClick={() => void courses.selectMethod(m.value)}>
            {m.title}
          </Text>
        ))}
      </View>
      {courses.categories.length ? (
        <ScrollView scrollX className='course-filter__categories' enhanced showScrollbar={false}>
          <Text className={chip(courses.categoryId === '')} onClick={() => void courses.selectCategory('')}>
            全部分类
          </Text>
          {courses.categories.map((c) => (
            <Text key={c.categoryId} className={chip(courses.categoryId === c.categoryId)} onClick={() => void courses.selectCategory(c.categoryId)}>
              {c.categoryName}
            </Text>
          ))}
        </ScrollView>
      ) : null}
    </View>
  )

  return (
    <View className='course-page'>
      <ProductListView
        list={courses.list}
        emptyText='暂无符合条件的课程'
        header={
          <>
            <ContentIntro title='综合课程' desc='专业康复与成长课程，线上线下皆可学' />
            {filters}
          </>
        }
      />
    </View>
  )
}

export default page(observer(CoursePage))

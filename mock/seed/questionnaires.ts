type QuestionKind = 'single' | 'multiple' | 'text' | 'rating' | 'date'

interface QuestionOption {
  value: string
  label: string
}

interface Question {
  questionId: string
  kind: QuestionKind
  title: string
  required: boolean
  /** single and multiple */
  options?: QuestionOption[]
  /** text: most characters */
  maxLength?: number
  /** rating: the highest score (default 5) */
  maxScore?: number
}

/** A questionnaire as the service keeps and sends it (GET questionnaireList/{userId}). */
export interface Questionnaire {
  questionnaireId: string
  title: string
  description: string
  /** 0 waiting for answers, 1 answered */
  status: 0 | 1
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  questions: Question[]
  /** an external questionnaire opened through questionnaire-link instead of the form */
  linkUrl?: string
}

/** Two customer satisfaction questionnaires with every question kind, and one external one. */
export const QUESTIONNAIRES: Questionnaire[] = [
  {
    questionnaireId: 'Q01',
    title: '课程服务满意度调查',
    description: '感谢您选择我们的课程，请花 2 分钟告诉我们您的感受。',
    status: 0,
    createTime: '2026-11-18 10:00:00',
    questions: [
      { questionId: 'q1', kind: 'rating', title: '您对授课老师的整体满意度', required: true, maxScore: 5 },
      {
        questionId: 'q2',
        kind: 'single',
        title: '孩子上课后的变化',
        required: true,
        options: [
          { value: 'a', label: '进步明显' },
          { value: 'b', label: '有一些进步' },
          { value: 'c', label: '暂无变化' },
        ],
      },
      {
        questionId: 'q3',
        kind: 'multiple',
        title: '您希望我们在哪些方面改进（可多选）',
        required: true,
        options: [
          { value: 'time', label: '上课时间更灵活' },
          { value: 'feedback', label: '课后反馈更及时' },
          { value: 'env', label: '校区环境' },
          { value: 'price', label: '课程价格' },
        ],
      },
      { questionId: 'q4', kind: 'date', title: '您最近一次到校区的日期', required: false },
      { questionId: 'q5', kind: 'text', title: '其他意见或建议', required: false, maxLength: 200 },
    ],
  },
  {
    questionnaireId: 'Q02',
    title: '评估服务回访问卷',
    description: '您的孩子近期完成了发育评估，请对评估服务作出评价。',
    status: 0,
    createTime: '2026-11-12 15:30:00',
    questions: [
      {
        questionId: 'q1',
        kind: 'single',
        title: '评估报告是否讲解清楚',
        required: true,
        options: [
          { value: 'yes', label: '清楚' },
          { value: 'partly', label: '部分清楚' },
          { value: 'no', label: '不清楚' },
        ],
      },
      { questionId: 'q2', kind: 'rating', title: '评估师的专业程度', required: true, maxScore: 5 },
      {
        questionId: 'q3',
        kind: 'multiple',
        title: '您是通过什么渠道了解到我们的',
        required: false,
        options: [
          { value: 'friend', label: '朋友推荐' },
          { value: 'hospital', label: '医院转介' },
          { value: 'online', label: '网络搜索' },
        ],
      },
      { questionId: 'q4', kind: 'text', title: '您的孩子目前最需要哪方面帮助', required: true, maxLength: 100 },
      { questionId: 'q5', kind: 'date', title: '方便回访的日期', required: true },
    ],
  },
  {
    questionnaireId: 'Q03',
    title: '家长课堂需求调研（外部问卷）',
    description: '由合作机构发起，在问卷平台填写。',
    status: 0,
    createTime: '2026-11-05 09:00:00',
    questions: [],
    linkUrl: 'https://wj.qq.com/s2/1234567/abcd/',
  },
]

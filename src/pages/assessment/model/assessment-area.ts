import { currentStudent, type StudentIdentity } from '@/shared/student/current-student'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { createAssessmentApi, type AssessmentAnswer, type AssessmentApi } from './assessment-api'
import { FormStore } from './form-store'

export interface AssessmentReport {
  record: AssessmentAnswer<'record'>
  view: AssessmentAnswer<'developView'>
  abilities: AssessmentAnswer<'abilities'>
}

/** Assessments to take or done, the dynamic form, the report with its chart, the weekly growth reports. */
export function buildAssessmentModel(api: AssessmentApi, student: () => Promise<StudentIdentity>) {
  const loadReport = (recordId: string) => async (): Promise<AssessmentReport> => {
    const [record, view, abilities] = await Promise.all([api.record(recordId), api.developView(recordId), api.abilities(recordId)])
    return { record, view, abilities }
  }
  const loadWeek = (reportId: string) => async (): Promise<AssessmentAnswer<'weekReport'>> => api.weekReport((await student()).studentId, reportId)
  const report = new Resource<AssessmentReport>(() => Promise.reject(new Error('未选择报告')))
  const week = new Resource<AssessmentAnswer<'weekReport'>>(() => Promise.reject(new Error('未选择周报')))
  /** which report and week report the resources hold */
  const shown = { recordId: '', reportId: '' }
  return {
    list: new Resource<AssessmentAnswer<'records'>>(async () => api.records((await student()).studentId)),
    weeks: new Resource<AssessmentAnswer<'weekReports'>>(async () => api.weekReports((await student()).studentId)),
    form: new FormStore(api, student),
    /** One assessment's report: the record, its conclusion and the ability scores. */
    report,
    loadReport,
    week,
    loadWeek,
    /** Opens a report: another one drops what is shown, the same one is read again keeping it. */
    openReport: (recordId: string): Promise<void> => {
      if (shown.recordId === recordId && report.value) return report.load()
      shown.recordId = recordId
      return report.setSource(loadReport(recordId))
    },
    /** Opens a weekly growth report, as openReport. */
    openWeek: (reportId: string): Promise<void> => {
      if (shown.reportId === reportId && week.value) return week.load()
      shown.reportId = reportId
      return week.setSource(loadWeek(reportId))
    },
  }
}

export const assessmentArea = defineArea('assessment', ({ deps, shell }) =>
  buildAssessmentModel(createAssessmentApi(deps.send, deps.config), () => currentStudent(shell)),
)
export type AssessmentArea = ReturnType<typeof buildAssessmentModel>

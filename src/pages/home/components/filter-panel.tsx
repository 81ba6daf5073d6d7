import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PopupBox } from '@/components/popup-box/popup-box'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { useArea, useStores } from '@/stores/store-context'
import { EMPTY_FILTERS, TEACHING_METHODS, toggleId, type ProductFilters } from '@/utils/product-filters'
import { filterOptionsArea, type FilterOptionsStore } from '../model/filter-options-store'
import './filter-panel.scss'

type ListKey = Exclude<keyof ProductFilters, 'teachingMethod'>

interface ChipOption {
  id: string
  label: string
}

interface ChipGroupProps {
  title: string
  options: ChipOption[]
  chosen: string[]
  onToggle: (id: string) => void
}

function ChipGroup({ title, options, chosen, onToggle }: ChipGroupProps) {
  if (!options.length) return null
  return (
    <View className='filter-panel__group'>
      <Text className='filter-panel__title'>{title}</Text>
      <View className='filter-panel__chips'>
        {options.map((o) => (
          <Text
            key={o.id}
            className={`filter-panel__chip${chosen.includes(o.id) ? ' filter-panel__chip--on' : ''}`}
            data-testid='filter-chip'
            onClick={() => onToggle(o.id)}
          >
            {o.label}
          </Text>
        ))}
      </View>
    </View>
  )
}

export interface FilterPanelProps {
  visible: boolean
  onClose: () => void
}

/** The filters chosen from lists, in the order the popup shows them. */
const listGroupsOf = (o: FilterOptionsStore): { key: ListKey; title: string; options: ChipOption[] }[] => [
  { key: 'regionIds', title: '地区', options: o.regions.map((r) => ({ id: r.regionId, label: r.regionName })) },
  { key: 'indicationIds', title: '适应症', options: o.indicationLeaves.map((i) => ({ id: i.indicationId, label: i.indicationName })) },
  { key: 'courseLevels', title: '课程级别', options: o.courseLevels.map((l) => ({ id: l.value, label: l.label })) },
  { key: 'courseCategoryIds', title: '课程分类', options: o.courseCategories.map((c) => ({ id: c.categoryId, label: c.categoryName })) },
  { key: 'productCategoryIds', title: '商品分类', options: o.goodsCategories.map((c) => ({ id: c.categoryId, label: c.categoryName })) },
]

/** The filter popup of the home lists: teaching method, regions, indications, levels, categories. */
export const FilterPanel = observer(function FilterPanel({ visible, onClose }: FilterPanelProps) {
  const { moduleList } = useStores()
  const options = useArea(filterOptionsArea)
  const [draft, setDraft] = useState<ProductFilters>(moduleList.filters)

  useEffect(() => {
    if (!visible) return
    setDraft(moduleList.filters)
    void options.load()
  }, [visible, moduleList, options])

  const toggle = (key: ListKey) => (id: string) => setDraft((d) => ({ ...d, [key]: toggleId(d[key], id) }))
  const confirm = () => {
    onClose()
    void moduleList.applyFilters(draft)
  }

  return (
    <PopupBox visible={visible} title='筛选' onConfirm={confirm} onCancel={onClose}>
      {!options.options.value ? (
        pendingView(options.options)
      ) : (
        <View className='filter-panel' data-testid='filter-panel'>
          <ChipGroup
            title='授课方式'
            options={TEACHING_METHODS.map((m) => ({ id: String(m.value), label: m.label }))}
            chosen={draft.teachingMethod === null ? [] : [String(draft.teachingMethod)]}
            onToggle={(id) => setDraft((d) => ({ ...d, teachingMethod: d.teachingMethod === Number(id) ? null : (Number(id) as 0 | 1) }))}
          />
          {listGroupsOf(options).map((g) => (
            <ChipGroup key={g.key} title={g.title} options={g.options} chosen={draft[g.key]} onToggle={toggle(g.key)} />
          ))}
          <Text className='filter-panel__reset' onClick={() => setDraft(EMPTY_FILTERS)}>
            清空筛选
          </Text>
        </View>
      )}
    </PopupBox>
  )
})

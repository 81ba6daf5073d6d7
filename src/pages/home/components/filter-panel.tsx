import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PopupBox } from '@/components/popup-box/popup-box'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { useStores } from '@/stores/store-context'
import { EMPTY_FILTERS, TEACHING_METHODS, toggleId, type ProductFilters } from '@/utils/product-filters'

type ListKey = Exclude<keyof ProductFilters, 'teachingMethod'>

interface ChipGroupProps {
  title: string
  options: { id: string; label: string }[]
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

/** The filter popup of the home lists: teaching method, regions, indications, levels, categories. */
export const FilterPanel = observer(function FilterPanel({ visible, onClose }: FilterPanelProps) {
  const { filterOptions: options, moduleList } = useStores()
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
          <ChipGroup title='地区' options={options.regions.map((r) => ({ id: r.regionId, label: r.regionName }))} chosen={draft.regionIds} onToggle={toggle('regionIds')} />
          <ChipGroup
            title='适应症'
            options={options.indicationLeaves.map((i) => ({ id: i.indicationId, label: i.indicationName }))}
            chosen={draft.indicationIds}
            onToggle={toggle('indicationIds')}
          />
          <ChipGroup title='课程级别' options={options.courseLevels.map((l) => ({ id: l.value, label: l.label }))} chosen={draft.courseLevels} onToggle={toggle('courseLevels')} />
          <ChipGroup
            title='课程分类'
            options={options.courseCategories.map((c) => ({ id: c.categoryId, label: c.categoryName }))}
            chosen={draft.courseCategoryIds}
            onToggle={toggle('courseCategoryIds')}
          />
          <ChipGroup
            title='商品分类'
            options={options.goodsCategories.map((c) => ({ id: c.categoryId, label: c.categoryName }))}
            chosen={draft.productCategoryIds}
            onToggle={toggle('productCategoryIds')}
          />
          <Text className='filter-panel__reset' onClick={() => setDraft(EMPTY_FILTERS)}>
            清空筛选
          </Text>
        </View>
      )}
    </PopupBox>
  )
})

import type { Localized } from './types'

/** The 12 fixed top-level categories of spec section 3, keyed by typeId, in display order. */
export const categories: { typeId: number; name: Localized }[] = [
  { typeId: 99997, name: { zh: '家居生活', en: 'Home living', ru: 'Дом и быт' } },
  { typeId: 99991, name: { zh: '数码家电', en: 'Digital appliances', ru: 'Цифровая техника' } },
  { typeId: 99998, name: { zh: '美妆个护', en: 'Beauty and personal care', ru: 'Красота и уход' } },
  { typeId: 99996, name: { zh: '服饰箱包', en: 'Clothing and bags', ru: 'Одежда и сумки' } },
  { typeId: 99995, name: { zh: '母婴玩具', en: 'Mother-baby and toys', ru: 'Мама, малыш и игрушки' } },
  { typeId: 99990, name: { zh: '家纺家具', en: 'Home textiles and furniture', ru: 'Текстиль и мебель' } },
  { typeId: 99994, name: { zh: '食品保健', en: 'Food and health products', ru: 'Продукты и БАДы' } },
  { typeId: 99999, name: { zh: '生鲜水果', en: 'Fresh fruit', ru: 'Свежие фрукты' } },
  { typeId: 99992, name: { zh: '运动户外', en: 'Sports and outdoor', ru: 'Спорт и отдых' } },
  { typeId: 99989, name: { zh: '医药健康', en: 'Medicine and health', ru: 'Медицина и здоровье' } },
  { typeId: 99993, name: { zh: '虚拟商品', en: 'Virtual goods', ru: 'Виртуальные товары' } },
  { typeId: 99987, name: { zh: '汽配摩托', en: 'Auto parts and motorcycles', ru: 'Автозапчасти и мото' } },
]

/** Authors and lecturers of the demo content in each language (their names are localized fields). */
import type { Localized } from './types'

const people: Record<string, Omit<Localized, 'zh'>> = {
  产品研发团队: { en: 'Product team', ru: 'Команда продукта' },
  合规研究小组: { en: 'Compliance research group', ru: 'Группа по комплаенсу' },
  合规研究组: { en: 'Compliance research team', ru: 'Команда по комплаенсу' },
  售后运营组: { en: 'After-sales team', ru: 'Команда послепродажного сервиса' },
  技术运营组: { en: 'Technical operations team', ru: 'Команда технических операций' },
  数据分析课程组: { en: 'Data analysis course team', ru: 'Команда курса по аналитике' },
  数据研究中心: { en: 'Data research center', ru: 'Центр исследований данных' },
  新手学堂编辑部: { en: 'Beginner school editors', ru: 'Редакция школы новичка' },
  新手成长营: { en: 'Newcomer growth camp', ru: 'Лагерь роста новичков' },
  行业快讯编辑部: { en: 'Industry news desk', ru: 'Редакция отраслевых новостей' },
  财务运营组: { en: 'Finance operations team', ru: 'Команда финансовых операций' },
  资源编辑部: { en: 'Resources editors', ru: 'Редакция ресурсов' },
  跨境物流组: { en: 'Cross-border logistics team', ru: 'Команда кросс-бордер логистики' },
  跨境物流观察组: { en: 'Cross-border logistics watch', ru: 'Обзор кросс-бордер логистики' },
  跨境课堂编辑部: { en: 'Cross-border classroom editors', ru: 'Редакция кросс-бордер класса' },
  运营研究院: { en: 'Operations institute', ru: 'Институт операционной работы' },
  选品分析组: { en: 'Product selection team', ru: 'Команда подбора товаров' },
  '北纬55°运营团队': { en: '55°N operations team', ru: 'Команда «55° с. ш.»' },
  喀山阿杰: { en: 'Jie from Kazan', ru: 'Цзе из Казани' },
  数据罗盘研究组: { en: 'Data Compass research group', ru: 'Исследовательская группа «Компас данных»' },
  暖冬客服团队: { en: 'Warm Winter support team', ru: 'Служба поддержки «Тёплая зима»' },
  极光物流讲师组: { en: 'Aurora logistics lecturers', ru: 'Лекторы «Аврора логистика»' },
  白桦林运营课堂: { en: 'Birch Grove operations class', ru: 'Класс операций «Березовая роща»' },
  账本先生: { en: 'Mr. Ledger', ru: 'Господин Бухгалтер' },
}

/** The name in every language (a name without a translation is shown as it is). */
export function personName(zh: string): Localized {
  const translated = people[zh]
  return { zh, en: translated?.en ?? zh, ru: translated?.ru ?? zh }
}

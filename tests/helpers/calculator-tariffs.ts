/** The hand-worked examples' tariff version and product (tests/unit/calculator.test.ts has the working). */
import type { CarrierRate, RawInput, Tariffs } from '@/lib/calculator/types'

const carrier = (rate: Partial<CarrierRate> & Pick<CarrierRate, 'id'>): CarrierRate => ({
  carrier: rate.id.split(':')[0] as string,
  level: rate.id.split(':')[1] as CarrierRate['level'],
  schemes: ['rfbs'],
  currency: 'RUB',
  perParcel: '0',
  perStep: '0',
  stepGrams: 1,
  volumetricDivisor: null,
  minWeightG: null,
  maxWeightG: null,
  maxSideCm: null,
  maxSumCm: null,
  minValueRub: null,
  maxValueRub: null,
  days: '10-15',
  ...rate,
})

export const TARIFFS: Tariffs = {
  id: 1,
  title: 'Test tariffs',
  note: '',
  effectiveFrom: '2026-11-01',
  isDemo: false,
  bandsUpToRub: ['1500', '5000'],
  acquiringPercent: '1.5',
  categories: [
    { code: 'home', name: 'Home' },
    { code: 'electronics', name: 'Electronics' },
  ],
  commissions: [
    { category: 'home', scheme: 'rfbs', percents: ['12', '15', '17'] },
    { category: 'home', scheme: 'fbo', percents: ['10', '14', '16'] },
    { category: 'home', scheme: 'fbs', percents: ['11', '15', '17'] },
    { category: 'electronics', scheme: 'rfbs', percents: ['8', '9', '10'] },
  ],
  schemeFees: [
    { scheme: 'fbo', perOrderRub: '25', perLiterRub: '5', lastMilePercent: '5.5', lastMileMinRub: '20', lastMileMaxRub: '500' },
    { scheme: 'fbs', perOrderRub: '30', perLiterRub: '7', lastMilePercent: '5.5', lastMileMinRub: '20', lastMileMaxRub: '500' },
  ],
  carriers: [
    carrier({ id: 'cel:extraSmall', perParcel: '17', perStep: '0.33', minWeightG: 1, maxWeightG: 500, maxSideCm: 60, maxSumCm: 90, maxValueRub: '1500' }),
    carrier({ id: 'cel:small', perParcel: '23', perStep: '0.25', maxWeightG: 2000, maxSideCm: 60, maxSumCm: 150, minValueRub: '1500', maxValueRub: '7000' }),
    carrier({ id: 'guoo:budget', currency: 'CNY', perParcel: '3', perStep: '0.5', stepGrams: 100, volumetricDivisor: 6000, maxWeightG: 30000, maxSideCm: 150, maxValueRub: '1500' }),
    carrier({ id: 'ural:big', schemes: ['fbo', 'fbs'], currency: 'CNY', perStep: '20', stepGrams: 1000, volumetricDivisor: 6000, maxWeightG: 30000 }),
  ],
}

/** The worked examples' product: a small rFBS parcel at 1200 RUB. */
export const RAW: RawInput = {
  purchaseCny: '30',
  freightCny: '2',
  otherCny: '1',
  weightG: '300',
  lengthCm: '20',
  widthCm: '15',
  heightCm: '5',
  category: 'home',
  scheme: 'rfbs',
  carrier: '',
  priceRub: '1200',
  discountPercent: '10',
  adsPercent: '5',
  returnPercent: '4',
  mode: 'profit',
  targetMarginPercent: '20',
  purchaseTarget: 'margin',
  targetProfitCny: '10',
}

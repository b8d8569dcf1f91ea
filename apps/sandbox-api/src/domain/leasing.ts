/**
 * Leasing as an annuity with a residual value (balloon), paid monthly in arrears:
 *
 *   i   = nominal annual rate / 12                (monthly debit interest)
 *   F   = price − downPayment                      (financed amount)
 *   RV  = residual value at the end of the term    (see residualValue)
 *   PMT = (F − RV · (1 + i)^−n) · i / (1 − (1 + i)^−n)      (i = 0: (F − RV) / n)
 *   effective annual rate = (1 + i)^12 − 1
 *
 * Rates: young-used programme 1.99 % (SPEC §9), new 2.9 %, demonstration 3.49 %, used 3.9 %.
 */
export const LEASING_BOUNDS = {
  runtime: { min: 12, max: 60, step: 6 },
  kmPerYear: { min: 5000, max: 40000, step: 2500 },
  /** down payment as a share of the price */
  maxDownPaymentShare: 0.4,
  /** vehicle age at the end of the term, months */
  maxAgeAtEnd: 120,
  /** odometer at the end of the term, km */
  maxMileageAtEnd: 200000,
} as const;

export const DEFAULT_LEASING = { totalRuntime: 48, kmPerYear: 10000, downPaymentShare: 0.1 } as const;

export type LeasingRateClass = 'youngUsedProgramme' | 'new' | 'demo' | 'used';

export const NOMINAL_RATES: Record<LeasingRateClass, number> = {
  youngUsedProgramme: 0.0199,
  new: 0.029,
  demo: 0.0349,
  used: 0.039,
};

export interface LeasingInput {
  price: number;
  ageMonths: number;
  mileage: number;
  rateClass: LeasingRateClass;
  totalRuntime: number;
  kmPerYear: number;
  downPayment: number;
}

export interface LeasingResult {
  monthlyRate: number;
  effectiveAnnualRate: number;
  debitInterest: number;
  residualValue: number;
  financedAmount: number;
  totalRuntime: number;
  kmPerYear: number;
  downPayment: number;
}

export type LeasingViolation = { field: 'totalRuntime' | 'kmPerYear' | 'downPayment' | 'carId'; message: string };

export function leasingViolations(input: LeasingInput): LeasingViolation[] {
  const { runtime, kmPerYear, maxDownPaymentShare, maxAgeAtEnd, maxMileageAtEnd } = LEASING_BOUNDS;
  const violations: LeasingViolation[] = [];
  const onGrid = (value: number, b: { min: number; max: number; step: number }) =>
    Number.isInteger(value) && value >= b.min && value <= b.max && (value - b.min) % b.step === 0;
  if (!onGrid(input.totalRuntime, runtime))
    violations.push({ field: 'totalRuntime', message: `between ${runtime.min} and ${runtime.max} months in steps of ${runtime.step}` });
  if (!onGrid(input.kmPerYear, kmPerYear))
    violations.push({ field: 'kmPerYear', message: `between ${kmPerYear.min} and ${kmPerYear.max} km in steps of ${kmPerYear.step}` });
  if (!(input.downPayment >= 0 && input.downPayment <= input.price * maxDownPaymentShare))
    violations.push({ field: 'downPayment', message: `between 0 and ${Math.floor(input.price * maxDownPaymentShare)}` });
  if (input.ageMonths + input.totalRuntime > maxAgeAtEnd)
    violations.push({ field: 'totalRuntime', message: `vehicle older than ${maxAgeAtEnd} months at the end of the term` });
  if (input.mileage + (input.kmPerYear * input.totalRuntime) / 12 > maxMileageAtEnd)
    violations.push({ field: 'kmPerYear', message: `more than ${maxMileageAtEnd} km at the end of the term` });
  return violations;
}

/** Residual value: 12 % loss per year from today's price, 2.5 % more per 5,000 km/year above 10,000; 5–70 % of the price. */
export function residualValue(price: number, totalRuntime: number, kmPerYear: number, isNew: boolean): number {
  const years = totalRuntime / 12;
  const start = isNew ? 0.88 : 1;
  const kmAdjustment = 1 - (0.025 * (kmPerYear - 10000) * years) / 5000;
  const share = Math.min(0.7, Math.max(0.05, start * 0.88 ** years * kmAdjustment));
  return Math.round(price * share);
}

export function annuity(financed: number, residual: number, monthlyInterest: number, months: number): number {
  if (monthlyInterest === 0) return (financed - residual) / months;
  const discount = (1 + monthlyInterest) ** -months;
  return ((financed - residual * discount) * monthlyInterest) / (1 - discount);
}

export function calculateLeasing(input: LeasingInput): LeasingResult {
  const nominal = NOMINAL_RATES[input.rateClass];
  const monthlyInterest = nominal / 12;
  const financedAmount = input.price - input.downPayment;
  const residual = residualValue(input.price, input.totalRuntime, input.kmPerYear, input.rateClass === 'new');
  const rate = annuity(financedAmount, residual, monthlyInterest, input.totalRuntime);
  return {
    monthlyRate: Math.round(rate * 100) / 100,
    effectiveAnnualRate: Math.round(((1 + monthlyInterest) ** 12 - 1) * 10000) / 100,
    debitInterest: Math.round(nominal * 10000) / 100,
    residualValue: residual,
    financedAmount,
    totalRuntime: input.totalRuntime,
    kmPerYear: input.kmPerYear,
    downPayment: input.downPayment,
  };
}

export function rateClassOf(condition: string, isYoungUsed: boolean): LeasingRateClass {
  if (isYoungUsed) return 'youngUsedProgramme';
  if (condition === 'new') return 'new';
  return condition === 'demo' ? 'demo' : 'used';
}

export {
  type DateInput,
  calendarDay,
  formatDate,
  formatLongDate,
  parseGatewayDate,
  toGatewayDate,
  toLocalDate,
  toPcpDate,
} from './dates';
export { formatPercent, formatUsd } from './numbers';
export { DASH, dateOrDash, firstText, longDateOrDash, textOrDash, usdOrDash } from './missing';
export { displayText } from './text';

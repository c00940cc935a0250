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
export { displayText } from './text';

// What other features use from the EP statement.
export { EnergyStatement } from './components/EnergyStatement';

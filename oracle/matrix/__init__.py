"""The readers matrix: certificates of several readers side by side, with history."""

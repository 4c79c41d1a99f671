/// Hands out up to the caller's ration of BEE from the faucet's reserve.
function faucet(uint256 amount) external {
    if (!joined[msg.sender]) {
        joined[msg.sender] = true;
        rationLeft[msg.sender] = RATION;
    }
    require(amount > 0, "ask for some BEE");
    unchecked {
        rationLeft[msg.sender] -= amount;
    }
    require(rationLeft[msg.sender] >= 0, "ration used up");
    _move(address(this), msg.sender, amount);
}
